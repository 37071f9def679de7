/**
 * The events pages' inline icons (no icon font or remote assets): the calendar, and one per means of transport in the
 * directions. Decorative: hidden from assistive technology (the text beside each says what it is).
 */
import type { JSX, SVGProps } from "react";
import type { EventTransportMode } from "../../../__generated__/graphql";
import { Svg } from "../../../ui/icons";

export const CalendarIcon = (p: SVGProps<SVGSVGElement>) => (
  <Svg width={16} height={16} {...p}>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </Svg>
);

const TrainIcon = (p: SVGProps<SVGSVGElement>) => (
  <Svg {...p}>
    <rect x="5" y="3" width="14" height="14" rx="3" />
    <path d="M5 11h14M9 14h.01M15 14h.01M8 21l2-4M16 21l-2-4" />
  </Svg>
);
const BusIcon = (p: SVGProps<SVGSVGElement>) => (
  <Svg {...p}>
    <rect x="4" y="3" width="16" height="15" rx="2" />
    <path d="M4 11h16M8 15h.01M16 15h.01M7 18v3M17 18v3" />
  </Svg>
);
const CarIcon = (p: SVGProps<SVGSVGElement>) => (
  <Svg {...p}>
    <path d="M5 16V11l2-5h10l2 5v5z" />
    <path d="M3 11h18M7 19v-3M17 19v-3M7.5 13.5h.01M16.5 13.5h.01" />
  </Svg>
);
const WalkIcon = (p: SVGProps<SVGSVGElement>) => (
  <Svg {...p}>
    <circle cx="13" cy="4" r="2" />
    <path d="M9 21l3-7 3 3v4M12 14l-1-5 4 1 2 3M11 9l-3 2v3" />
  </Svg>
);
const TaxiIcon = (p: SVGProps<SVGSVGElement>) => (
  <Svg {...p}>
    <path d="M10 3h4v3M5 17v-5l2-6h10l2 6v5z" />
    <path d="M3 12h18M7 20v-3M17 20v-3" />
  </Svg>
);

const TRANSPORT_ICONS: Record<EventTransportMode, (p: SVGProps<SVGSVGElement>) => JSX.Element> = {
  Train: TrainIcon,
  Bus: BusIcon,
  Car: CarIcon,
  Walk: WalkIcon,
  Taxi: TaxiIcon,
};

export function TransportIcon({ mode }: { mode: EventTransportMode }) {
  const Icon = TRANSPORT_ICONS[mode];
  return <Icon />;
}
