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
