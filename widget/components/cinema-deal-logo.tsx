/** The cinemaDeal offer's logo (a film strip and a plate), a static SVG so the entry chunk does not carry it. */
export function CinemaDealLogo({ label }: { label: string }) {
  return <img class="hero__logo" src="/img/cinema-deal-logo.svg" width={120} height={48} alt={label} />;
}
