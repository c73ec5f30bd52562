import type { TTwoFaType } from '@/lib/schemas/oauth';

/** A method's mark on its card and wizard: a paper plane, a phone with a code, an envelope. */
export function MethodIcon({ type, size = 28 }: { type: TTwoFaType; size?: number }) {
  const common = {
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 1.8,
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
    'aria-hidden': true,
    focusable: false,
  };
  if (type === 'TELEGRAM') {
    return (
      <svg {...common}>
        <path d="M21.5 3.5 2.8 10.7c-.9.4-.9 1.6.1 1.9l4.6 1.5 1.8 5.6c.2.7 1.1.9 1.6.4l2.6-2.5 4.9 3.6c.6.4 1.4.1 1.6-.6L22.9 5c.2-1-.6-1.8-1.4-1.5z" />
        <path d="m7.5 14.1 10.7-7.4-8 8.6" />
      </svg>
    );
  }
  if (type === 'GOOGLE_AUTHENTICATOR') {
    return (
      <svg {...common}>
        <rect x="6" y="2" width="12" height="20" rx="2.5" />
        <path d="M10 18.5h4" />
        <path d="M9 8.5h1.5M11.25 8.5h1.5M13.5 8.5H15M9 11.5h1.5M11.25 11.5h1.5M13.5 11.5H15" />
      </svg>
    );
  }
  return (
    <svg {...common}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
    </svg>
  );
}

export const CopyIcon = ({ size = 18 }: { size?: number }) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </svg>
);
