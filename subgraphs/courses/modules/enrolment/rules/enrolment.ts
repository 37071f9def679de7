/**
 * Pure enrolment and order rules (SPEC §3 enrolment option, §4 enrolment states, §1 upfront discount): whether an
 * option can be taken, where, at what price, and how long the access it buys lasts.
 */
import { shareOfCents } from "../../financing/rules/money.js";
import { UPFRONT_DISCOUNT } from "../../financing/rules/upfront.js";

export const ORDER_PAGE_SIZE = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

export type EnrolmentMode = "DIRECT" | "APPLICATION";
export type PaymentPlan = "UPFRONT" | "ISA";
export type OrderStatus = "PENDING_PAYMENT" | "PENDING_APPROVAL" | "PAID" | "FINANCED" | "CANCELLED" | "WITHDRAWN";
export const PAYMENT_PLANS: readonly PaymentPlan[] = ["UPFRONT", "ISA"];

/**
 * An option is open by its own flag, except programme intakes, which follow whether their programme takes applications
 * now (`applicationOpen` here: the admin's switch and the cohort not started, programmes' takesApplications).
 */
export function optionIsOpen(
  option: { open: boolean; programmeId: string | null },
  programme: { applicationOpen: boolean } | null,
): boolean {
  if (option.programmeId) return programme?.applicationOpen ?? false;
  return option.open;
}

export type RegionCheck = { ok: true } | { ok: false; reason: "COUNTRY_REQUIRED" | "REGION_EXCLUDED" };

/** Empty `limitedRegions` means anywhere; otherwise a country is required and must be one of them. */
export function regionAllowed(limitedRegions: readonly string[], country: string | null | undefined): RegionCheck {
  if (limitedRegions.length === 0) return { ok: true };
  if (!country) return { ok: false, reason: "COUNTRY_REQUIRED" };
  return limitedRegions.includes(country) ? { ok: true } : { ok: false, reason: "REGION_EXCLUDED" };
}

export interface OrderPricing {
  listPriceCents: number;
  discountCents: number;
  amountCents: number;
}

/**
 * Price of an order from the option's fee (never from client input), in cents: UPFRONT takes the 20% discount; an ISA
 * order carries the full fee, which is the agreement's cap (nothing is paid upfront).
 */
export function orderPricing(feeCents: number, plan: PaymentPlan): OrderPricing {
  switch (plan) {
    case "UPFRONT": {
      const discountCents = shareOfCents(feeCents, Math.round(UPFRONT_DISCOUNT * 10_000), 10_000);
      return { listPriceCents: feeCents, discountCents, amountCents: feeCents - discountCents };
    }
    case "ISA":
      return { listPriceCents: feeCents, discountCents: 0, amountCents: feeCents };
  }
}

export interface AccessWindow {
  startsAt: Date;
  endsAt: Date;
}

/** Access starts when the payment is confirmed and lasts `days` × 24 hours. */
export function accessWindow(paidAt: Date, days: number): AccessWindow {
  return { startsAt: paidAt, endsAt: new Date(paidAt.getTime() + days * DAY_MS) };
}

/** Active iff startsAt ≤ now < endsAt. */
export function accessIsActive(window: AccessWindow, now: Date): boolean {
  return window.startsAt.getTime() <= now.getTime() && now.getTime() < window.endsAt.getTime();
}

/** Whole days left, rounded up (a part day counts as a day); 0 once ended. */
export function daysLeft(window: AccessWindow, now: Date): number {
  const ms = window.endsAt.getTime() - Math.max(now.getTime(), window.startsAt.getTime());
  return ms <= 0 ? 0 : Math.ceil(ms / DAY_MS);
}

const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  PENDING_PAYMENT: ["PAID", "CANCELLED"],
  PENDING_APPROVAL: ["FINANCED", "CANCELLED"],
  PAID: ["WITHDRAWN"],
  FINANCED: ["WITHDRAWN"],
  CANCELLED: [],
  WITHDRAWN: [],
};

/**
 * UPFRONT: PENDING_PAYMENT → PAID | CANCELLED; ISA: PENDING_APPROVAL → FINANCED | CANCELLED; a paid or financed
 * order can only be withdrawn; CANCELLED and WITHDRAWN are final.
 */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** The statuses an order may move to `to` from (the services' conditional UPDATEs use this). */
export function statusesLeadingTo(to: OrderStatus): OrderStatus[] {
  return (Object.keys(TRANSITIONS) as OrderStatus[]).filter((from) => canTransition(from, to));
}

/** Where a new order waits: payment for UPFRONT, a course admin's approval for ISA. */
export function waitingStatus(plan: PaymentPlan): OrderStatus {
  return plan === "UPFRONT" ? "PENDING_PAYMENT" : "PENDING_APPROVAL";
}

/** Orders whose access has started and that can be withdrawn from. */
export function isWithdrawable(status: OrderStatus): boolean {
  return canTransition(status, "WITHDRAWN");
}

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
/** "TF-" + 8 base32 characters from the given random bytes (at least 8). */
export function orderReference(bytes: Uint8Array): string {
  let out = "TF-";
  for (let i = 0; i < 8; i++) out += BASE32[bytes[i]! & 31];
  return out;
}
