import sharp from "sharp";

/**
 * A camera-like JPEG: stored lying on its side (EXIF orientation 6) with a maker and a GPS
 * position, which the photo pipeline must turn upright and strip. `red` tells photos apart.
 */
export async function cameraJpeg({
  width,
  height,
  red = 200,
}: {
  width: number;
  height: number;
  red?: number;
}) {
  const plain = await sharp({
    create: { width, height, channels: 3, background: { r: red % 255, g: 30, b: 30 } },
  })
    .jpeg()
    .toBuffer();
  return sharp(plain)
    .keepExif()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "TestCam" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "50/1 5/1 0/1" },
    })
    .jpeg()
    .toBuffer();
}

/**
 * A camera-sized JPEG as a phone saves it (issue 14): 12 MP, 5–8 MB of noisy detail, stored lying
 * on its side (EXIF orientation 6) with a maker and a GPS position. The stored picture's left half
 * is red and its right half blue, so once turned upright the red half is on top.
 */
export async function cameraSizedJpeg(index = 0) {
  const width = 4000;
  const height = 3000;
  const sigma = 28 + (index % 5) * 3;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 12345 + index * 7919;
  const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : v);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const n = ((seed >> 16) % (sigma * 2)) - sigma;
      const i = (y * width + x) * 3;
      const left = x < width / 2;
      pixels[i] = clamp((left ? 200 : 40) + n);
      pixels[i + 1] = clamp(60 + n);
      pixels[i + 2] = clamp((left ? 40 : 200) + n);
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .keepExif()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "TestCam", Model: "Phone 12" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "50/1 5/1 0/1" },
    })
    .jpeg({ quality: 93 })
    .toBuffer();
}

/** A photo-like picture (PNG): a sky, a road and a few coloured shapes placed by `seed`. */
export async function scene(seed: number, width = 800, height = 600) {
  let s = seed;
  const rnd = () => (s = (s * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const shapes = Array.from({ length: 12 }, () => {
    const [x, y, r] = [rnd() * width, rnd() * height, 20 + rnd() * 120];
    const fill = `rgb(${Math.round(rnd() * 255)},${Math.round(rnd() * 255)},${Math.round(rnd() * 255)})`;
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`;
  }).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="55%" fill="rgb(120,170,230)"/>
    <rect y="55%" width="100%" height="45%" fill="rgb(70,70,70)"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
