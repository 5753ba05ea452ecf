import type { ReactNode } from 'react';
import type { SOCIAL_NETWORKS } from '@awards/contracts';

/** Decorative line icons: the control around each one carries the translated name. */
function Icon({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <svg className={`icon ${className}`} viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export const CloseIcon = () => (
  <Icon>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);

export const MenuIcon = () => (
  <Icon>
    <path d="M4 7h16M4 12h16M10 17h10" />
  </Icon>
);

export const ChevronIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M6 9l6 6 6-6" />
  </Icon>
);

export const ArrowIcon = () => (
  <Icon>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Icon>
);

type Network = (typeof SOCIAL_NETWORKS)[number];

const SOCIAL: Record<Network, ReactNode> = {
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10 9.2v5.6l4.8-2.8z" fill="currentColor" />
    </>
  ),
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
    </>
  ),
  x: <path d="M4.5 4.5l15 15M19.5 4.5l-15 15" />,
  telegram: <path d="M21 4.5L2.8 11.6l6.1 2.2 2.3 6.2 3.3-4.3 4.6 3.4zM8.9 13.8L18 7.5l-6.8 8.2" />,
  discord: (
    <>
      <path d="M7.5 7.5c3-1.3 6-1.3 9 0 1.8 2.7 2.6 5.6 2.5 8.6-1.3 1-2.7 1.7-4.2 2.1l-.9-1.6M9.1 16.6l-.9 1.6C6.7 17.8 5.3 17.1 4 16.1c-.1-3 .7-5.9 2.5-8.6" />
      <path d="M7.8 15.5c2.8 1.3 5.6 1.3 8.4 0" />
      <circle cx="9.5" cy="12.2" r="1.1" fill="currentColor" />
      <circle cx="14.5" cy="12.2" r="1.1" fill="currentColor" />
    </>
  ),
};

export const SocialIcon = ({ network }: { network: Network }) => <Icon>{SOCIAL[network]}</Icon>;
