/** Small inline icons (no icon font, no request); decorative unless given a label by their parent. */
const Svg = ({ children, size = 20 }: { children: preact.ComponentChildren; size?: number }) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    stroke-width="2.2"
    stroke-linecap="round"
    stroke-linejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    {children}
  </svg>
);

export const CheckIcon = ({ size }: { size?: number }) => (
  <Svg size={size}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Svg>
);
export const CloseIcon = ({ size }: { size?: number }) => (
  <Svg size={size}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Svg>
);
export const BackIcon = ({ size }: { size?: number }) => (
  <Svg size={size}>
    <path d="M15 5l-7 7 7 7" />
  </Svg>
);

/** The brand mark: a round table seen from above with two plates. */
export const LogoMark = ({ size = 28 }: { size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
    <circle cx="16" cy="16" r="15" fill="var(--brand)" />
    <circle cx="16" cy="16" r="9" fill="none" stroke="var(--on-brand)" stroke-width="2" />
    <circle cx="16" cy="9.5" r="2.6" fill="var(--on-brand)" />
    <circle cx="16" cy="22.5" r="2.6" fill="var(--on-brand)" />
  </svg>
);
