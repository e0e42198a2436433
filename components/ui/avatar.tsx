/**
 * A seller's round picture, or the first letter of the name when there is none. `className`
 * sizes the circle and its letter; `size` is the picture's intrinsic size in CSS pixels.
 */
export function Avatar({
  url,
  name,
  alt,
  size,
  className,
  lazy = false,
}: {
  url: string | null | undefined;
  name: string;
  alt: string;
  size: number;
  className: string;
  lazy?: boolean;
}) {
  return (
    <div
      className={`bg-primary-100 text-primary-700 grid shrink-0 place-items-center overflow-hidden rounded-full font-bold ${className}`}
    >
      {url ? (
        // eslint-disable-next-line @next/next/no-img-element -- our own small WebP avatar (512 px at most)
        <img
          src={url}
          alt={alt}
          width={size}
          height={size}
          loading={lazy ? "lazy" : undefined}
          className="size-full object-cover"
        />
      ) : (
        <span aria-hidden>{name.slice(0, 1).toUpperCase()}</span>
      )}
    </div>
  );
}
