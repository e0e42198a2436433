/** A make's logo (SVG from the registry), sized for pickers and links. */
export function MakeLogo({ logo }: { logo: string }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- small SVG logos, no optimisation needed
    <img
      src={logo}
      alt=""
      aria-hidden
      width={24}
      height={24}
      loading="lazy"
      className="size-6 shrink-0 object-contain"
    />
  );
}
