import { describe, expect, it } from "vitest";
import {
  accessIsActive,
  accessWindow,
  canTransition,
  daysLeft,
  optionIsOpen,
  orderPricing,
  isWithdrawable,
  orderReference,
  regionAllowed,
  statusesLeadingTo,
  waitingStatus,
  type OrderStatus,
} from "./enrolment.js";

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const paidAt = new Date("2025-03-01T10:00:00Z");
const at = (ms: number) => new Date(paidAt.getTime() + ms);

describe("optionIsOpen", () => {
  it("a non-programme option follows its own flag", () => {
    expect(optionIsOpen({ open: true, programmeId: null }, null)).toBe(true);
    expect(optionIsOpen({ open: false, programmeId: null }, null)).toBe(false);
  });
  it("a programme intake follows the programme's applicationOpen, whatever its own flag", () => {
    expect(optionIsOpen({ open: false, programmeId: "kyouth-2025" }, { applicationOpen: true })).toBe(true);
    expect(optionIsOpen({ open: true, programmeId: "google-career-2025" }, { applicationOpen: false })).toBe(false);
  });
  it("a programme intake whose programme is missing is closed", () => {
    expect(optionIsOpen({ open: true, programmeId: "gone" }, null)).toBe(false);
  });
});

describe("regionAllowed", () => {
  it("empty limitedRegions allows anywhere, with or without a country", () => {
    expect(regionAllowed([], null)).toEqual({ ok: true });
    expect(regionAllowed([], "Japan")).toEqual({ ok: true });
  });
  it("a limited option requires a country", () => {
    expect(regionAllowed(["Malaysia"], null)).toEqual({ ok: false, reason: "COUNTRY_REQUIRED" });
    expect(regionAllowed(["Malaysia"], "")).toEqual({ ok: false, reason: "COUNTRY_REQUIRED" });
  });
  it("a limited option allows exactly its countries", () => {
    expect(regionAllowed(["Malaysia", "Hong Kong"], "Hong Kong")).toEqual({ ok: true });
    expect(regionAllowed(["Malaysia"], "Singapore")).toEqual({ ok: false, reason: "REGION_EXCLUDED" });
  });
});

describe("orderPricing", () => {
  it("UPFRONT takes 20% off the list price, in cents", () => {
    expect(orderPricing(19_900, "UPFRONT")).toEqual({ listPriceCents: 19_900, discountCents: 3_980, amountCents: 15_920 });
    expect(orderPricing(9_900, "UPFRONT")).toEqual({ listPriceCents: 9_900, discountCents: 1_980, amountCents: 7_920 });
  });
  it("rounds the discount half up and keeps list = discount + amount", () => {
    const p = orderPricing(1, "UPFRONT");
    expect(p.listPriceCents).toBe(p.discountCents + p.amountCents);
    expect(orderPricing(3, "UPFRONT").discountCents).toBe(1);
  });
  it("a free option costs nothing", () => {
    expect(orderPricing(0, "UPFRONT")).toEqual({ listPriceCents: 0, discountCents: 0, amountCents: 0 });
  });
  it("ISA takes no discount: the amount is the full fee (the agreement's cap)", () => {
    expect(orderPricing(19_900, "ISA")).toEqual({ listPriceCents: 19_900, discountCents: 0, amountCents: 19_900 });
  });
});

describe("accessWindow / accessIsActive", () => {
  const window = accessWindow(paidAt, 90);
  it("lasts days × 24 hours from the payment", () => {
    expect(window).toEqual({ startsAt: paidAt, endsAt: at(90 * DAY) });
  });
  it("is active from the first instant", () => {
    expect(accessIsActive(window, paidAt)).toBe(true);
    expect(accessIsActive(window, at(-1))).toBe(false);
  });
  it("day 90 boundary: 89d23h59m active, exactly 90d inactive", () => {
    expect(accessIsActive(window, at(90 * DAY - MIN))).toBe(true);
    expect(accessIsActive(window, at(90 * DAY))).toBe(false);
  });
});

describe("daysLeft", () => {
  const window = accessWindow(paidAt, 90);
  it("counts whole days, a part day as one", () => {
    expect(daysLeft(window, paidAt)).toBe(90);
    expect(daysLeft(window, at(MIN))).toBe(90);
    expect(daysLeft(window, at(89 * DAY))).toBe(1);
    expect(daysLeft(window, at(90 * DAY - MIN))).toBe(1);
  });
  it("is 0 once ended", () => {
    expect(daysLeft(window, at(90 * DAY))).toBe(0);
    expect(daysLeft(window, at(200 * DAY))).toBe(0);
  });
});

describe("order status transitions", () => {
  const all: OrderStatus[] = ["PENDING_PAYMENT", "PENDING_APPROVAL", "PAID", "FINANCED", "CANCELLED", "WITHDRAWN"];
  it("UPFRONT waits for payment, ISA for approval; both can be cancelled; paid and financed can be withdrawn; nothing else", () => {
    const allowed = all.flatMap((from) => all.filter((to) => canTransition(from, to)).map((to) => `${from}→${to}`));
    expect(allowed).toEqual([
      "PENDING_PAYMENT→PAID",
      "PENDING_PAYMENT→CANCELLED",
      "PENDING_APPROVAL→FINANCED",
      "PENDING_APPROVAL→CANCELLED",
      "PAID→WITHDRAWN",
      "FINANCED→WITHDRAWN",
    ]);
  });
  it("statusesLeadingTo lists the sources of a transition", () => {
    expect(statusesLeadingTo("CANCELLED")).toEqual(["PENDING_PAYMENT", "PENDING_APPROVAL"]);
    expect(statusesLeadingTo("PAID")).toEqual(["PENDING_PAYMENT"]);
    expect(statusesLeadingTo("FINANCED")).toEqual(["PENDING_APPROVAL"]);
    expect(statusesLeadingTo("WITHDRAWN")).toEqual(["PAID", "FINANCED"]);
    expect(statusesLeadingTo("PENDING_PAYMENT")).toEqual([]);
  });
  it("a new order waits for payment (UPFRONT) or approval (ISA)", () => {
    expect(waitingStatus("UPFRONT")).toBe("PENDING_PAYMENT");
    expect(waitingStatus("ISA")).toBe("PENDING_APPROVAL");
  });
  it("only PAID and FINANCED orders are withdrawable", () => {
    expect(all.filter(isWithdrawable)).toEqual(["PAID", "FINANCED"]);
  });
});

describe("orderReference", () => {
  it("is TF- and 8 base32 characters", () => {
    expect(orderReference(new Uint8Array([0, 1, 2, 3, 4, 5, 6, 31]))).toBe("TF-ABCDEFG7");
    expect(orderReference(crypto.getRandomValues(new Uint8Array(8)))).toMatch(/^TF-[A-Z2-7]{8}$/);
  });
});
