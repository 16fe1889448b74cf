// Small line icons drawn for the public pages: inline SVG rendered on the
// server, with no component code in the browser. Decorative: hidden from
// assistive technology; the control they sit in carries the name.

import type { ReactNode } from "react";

type IconProps = { className?: string };

const CHEVRONS = { previous: "M14.5 6 8.5 12l6 6", next: "M9.5 6l6 6-6 6", down: "M6 9.5l6 6 6-6" };

export function ChevronIcon({ direction, className }: IconProps & { direction: keyof typeof CHEVRONS }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" className={className}>
      <path
        d={CHEVRONS[direction]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function CheckIcon({ className }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" className={className}>
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <path
        d="m7.5 12.5 3 3 6-6.5"
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

// Line icons share one frame: a 24-unit box, drawn with the current colour.
function LineIcon({ className, size = 24, children }: IconProps & { size?: number; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

type SizedIconProps = IconProps & { size?: number };

export function PhoneIcon(props: SizedIconProps) {
  return (
    <LineIcon {...props}>
      <path d="M6.6 3.5h2.6l1.3 4-1.9 1.3a11 11 0 0 0 6.6 6.6l1.3-1.9 4 1.3v2.6a2 2 0 0 1-2 2A16.5 16.5 0 0 1 4.6 5.5a2 2 0 0 1 2-2z" />
    </LineIcon>
  );
}

export function CloseIcon(props: SizedIconProps) {
  return (
    <LineIcon {...props}>
      <path d="M6 6l12 12M18 6 6 18" />
    </LineIcon>
  );
}

export function MenuIcon(props: SizedIconProps) {
  return (
    <LineIcon {...props}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </LineIcon>
  );
}

export function GlobeIcon(props: SizedIconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <ellipse cx="12" cy="12" rx="3.8" ry="9" />
      <path d="M3.5 9h17M3.5 15h17" />
    </LineIcon>
  );
}

export function FacebookIcon(props: SizedIconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="12" cy="12" r="9.2" />
      <path d="M15 7.6h-1.3c-1.3 0-1.9.7-1.9 2V21M9.6 12.4h5" />
    </LineIcon>
  );
}

export function InstagramIcon(props: SizedIconProps) {
  return (
    <LineIcon {...props}>
      <rect x="3.2" y="3.2" width="17.6" height="17.6" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
    </LineIcon>
  );
}

export function LinkedInIcon(props: SizedIconProps) {
  return (
    <LineIcon {...props}>
      <rect x="3.2" y="3.2" width="17.6" height="17.6" rx="2.5" />
      <path d="M8 10.5V17M8 7.4v.1M11.6 17v-6.5M11.6 13.2c0-1.6 1.1-2.7 2.5-2.7s2.3.9 2.3 2.7V17" />
    </LineIcon>
  );
}

export function XIcon(props: SizedIconProps) {
  return (
    <LineIcon {...props}>
      <path d="M4.5 4h4l11 16h-4zM19 4l-5.8 6.6M10.8 13.4 5 20" />
    </LineIcon>
  );
}

export function MailIcon(props: SizedIconProps) {
  return (
    <LineIcon {...props}>
      <rect x="3" y="5.5" width="18" height="13" rx="2" />
      <path d="m3.5 7 8.5 6 8.5-6" />
    </LineIcon>
  );
}

export function ClockIcon(props: SizedIconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3.5 2" />
    </LineIcon>
  );
}

export function AlertIcon({ className }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" className={className}>
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <path d="M12 7v6" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      <circle cx="12" cy="16.5" r="1.2" fill="#fff" />
    </svg>
  );
}
