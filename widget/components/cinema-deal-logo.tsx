/** The cinemaDeal offer's logo: a film strip and a plate, drawn inline (no request). */
export function CinemaDealLogo({ label }: { label: string }) {
  return (
    <svg class="hero__logo" viewBox="0 0 120 48" role="img" aria-label={label}>
      <rect x="1" y="1" width="118" height="46" rx="10" fill="#1b1b1f" />
      <rect x="10" y="10" width="36" height="28" rx="3" fill="none" stroke="#ffd166" stroke-width="3" />
      {[14, 22, 30, 38].map((x) => <rect key={x} x={x} y="13" width="4" height="4" fill="#ffd166" />)}
      {[14, 22, 30, 38].map((x) => <rect key={x} x={x} y="31" width="4" height="4" fill="#ffd166" />)}
      <circle cx="82" cy="24" r="14" fill="none" stroke="#fff" stroke-width="3" />
      <circle cx="82" cy="24" r="7" fill="#ffd166" />
    </svg>
  );
}
