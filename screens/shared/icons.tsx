/** The line icons of the menu screens, inline so they cost no request; pointing icons mirror in RTL (data-flip). */
import type { ReactNode, SVGProps } from "react";

function Icon({ children, flip, size = 24, ...rest }: SVGProps<SVGSVGElement> & { flip?: boolean; size?: number; children: ReactNode }) {
  return (
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
      data-flip={flip ? "" : undefined}
      {...rest}
    >
      {children}
    </svg>
  );
}

export const PlusIcon = ({ size }: { size?: number }) => (
  <Icon size={size ?? 24} strokeWidth="2.5">
    <path d="M12 5v14M5 12h14" />
  </Icon>
);

export const MinusIcon = ({ size }: { size?: number }) => (
  <Icon size={size ?? 24} strokeWidth="2.5">
    <path d="M5 12h14" />
  </Icon>
);

export const CheckIcon = ({ size }: { size?: number }) => (
  <Icon size={size ?? 24} strokeWidth="2.5">
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Icon>
);

export const CloseIcon = () => (
  <Icon>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);

export const ChevronStartIcon = () => (
  <Icon flip>
    <path d="M15 18l-6-6 6-6" />
  </Icon>
);

export const ChevronEndIcon = () => (
  <Icon flip>
    <path d="M9 18l6-6-6-6" />
  </Icon>
);

export const ExternalIcon = ({ size }: { size?: number }) => (
  <Icon size={size ?? 16} flip>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </Icon>
);

/** The chef-recommends mark drawn when the venue has no `chef_recommends_image`. */
export const ChefHatIcon = ({ size }: { size?: number }) => (
  <Icon size={size ?? 16}>
    <path d="M7 14.5V20h10v-5.5M7 14.5a4 4 0 1 1 1.4-7.7 4 4 0 0 1 7.2 0A4 4 0 1 1 17 14.5M7 17h10" />
  </Icon>
);

/** A plate with cutlery: the neutral picture of a dish when neither the item nor the venue has one. */
export const PlateIcon = ({ size }: { size?: number }) => (
  <Icon size={size ?? 40} strokeWidth="1.5">
    <circle cx="12" cy="12" r="6" />
    <circle cx="12" cy="12" r="3.2" />
    <path d="M3 4v5a1.5 1.5 0 0 0 3 0V4M4.5 4v16M21 4c-1.7 0-2.5 2-2.5 5s1 3 2.5 3v8" />
  </Icon>
);

export const MenuIcon = () => (
  <Icon>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
);

export const SearchIcon = () => (
  <Icon>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </Icon>
);

export const CartIcon = () => (
  <Icon>
    <path d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" />
    <circle cx="10" cy="20" r="1.5" />
    <circle cx="17" cy="20" r="1.5" />
  </Icon>
);

export const GlobeIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </Icon>
);

export const ChevronDownIcon = () => (
  <Icon>
    <path d="M6 9l6 6 6-6" />
  </Icon>
);
