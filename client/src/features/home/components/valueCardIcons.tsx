/**
 * The value cards' icons by the name the API sends (ValueCard.icon): small inline SVGs bundled with the app, no icon
 * font or CDN. An unknown name gets the generic star, so a new card never breaks the page.
 */
import type { SVGProps } from "react";
import { Svg as IconFrame } from "../../../ui/icons";

/** The value cards' icons are drawn larger and finer than the interface's. */
const Svg = (props: SVGProps<SVGSVGElement>) => <IconFrame width={26} height={26} strokeWidth={1.8} {...props} />;

const School = () => (
  <Svg>
    <path d="M2 9l10-5 10 5-10 5z" />
    <path d="M6 11v5c0 1.7 2.7 3 6 3s6-1.3 6-3v-5" />
    <path d="M22 9v6" />
  </Svg>
);
const Folder = () => (
  <Svg>
    <path d="M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
    <path d="M12 11v5M9.5 13.5h5" />
  </Svg>
);
const Compass = () => (
  <Svg>
    <circle cx="12" cy="12" r="9" />
    <path d="M15.5 8.5l-2 5-5 2 2-5z" />
  </Svg>
);
const Briefcase = () => (
  <Svg>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18" />
  </Svg>
);
const Users = () => (
  <Svg>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6" />
    <path d="M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14.3c2.1.7 3.5 2.8 3.5 5.7" />
  </Svg>
);
const Star = () => (
  <Svg>
    <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />
  </Svg>
);

const ICONS: Record<string, () => React.JSX.Element> = {
  school: School,
  folder: Folder,
  compass: Compass,
  briefcase: Briefcase,
  users: Users,
};

export function ValueCardIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? Star;
  return <Icon />;
}

/** The icon names that have their own drawing (the seed's five). */
export const VALUE_CARD_ICON_NAMES = Object.keys(ICONS);
