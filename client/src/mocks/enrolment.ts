/**
 * Mock enrolment options, orders and course access (SPEC §3 enrolment option / order). Direct options (m1,
 * m1blockchain) can be bought: placeOrder → PENDING_PAYMENT with a "TF-XXXXXXXX" bank-transfer reference;
 * confirmOrderPayment (COURSE_ADMIN) → PAID and 90 days of access; cancelOrder / rejectOrder → CANCELLED. A second
 * pending order (or an order while access is active) for the same course is a CONFLICT, like the server. In the
 * browser the orders survive reloads (sessionStorage); tests call `resetMockOrders()` (through resetMockBackend).
 */
import { GraphQLError } from "graphql";
import { courseById } from "./catalogue";
import { badInput } from "./profile";

export interface MockOption {
  id: string;
  title: string;
  courseIds: string[];
  programme: { id: string; title: string; applicationOpen: boolean; showAtDashboard: boolean } | null;
  mode: "DIRECT" | "APPLICATION";
  open: boolean;
  limitedRegions: string[];
  fee: number;
  currency: string;
  accessDays: number | null;
  description: { title: string; points: string[] };
  comparisons: Array<{ label: string; value: string }>;
}

export interface MockOrder {
  id: string;
  optionId: string;
  courseId: string;
  buyerId: string;
  listPrice: number;
  discount: number;
  amount: number;
  currency: string;
  paymentPlan: "UPFRONT";
  status: "PENDING_PAYMENT" | "PAID" | "CANCELLED";
  reference: string;
  createdAt: string;
  paidAt: string | null;
}

interface MockAccess {
  userId: string;
  courseId: string;
  startsAt: string;
  endsAt: string;
}

export const UPFRONT_DISCOUNT = 0.2;
const DAY = 24 * 60 * 60 * 1000;

const programmes = {
  kyouth: { id: "kyouth-2025", title: "K-Youth Digital 2025", applicationOpen: true, showAtDashboard: true },
  reskill: { id: "reskill-hk-2026", title: "Reskill Hong Kong 2026", applicationOpen: true, showAtDashboard: true },
  kl: { id: "kl-tech-2024", title: "KL Tech Pathways 2024", applicationOpen: false, showAtDashboard: false },
};

export const enrolmentOptions: MockOption[] = [
  {
    id: "m1",
    title: "M1 Essentials: one course",
    courseIds: ["m1-python", "m1-sql", "m1-js"],
    programme: null,
    mode: "DIRECT",
    open: true,
    limitedRegions: [],
    fee: 199,
    currency: "USD",
    accessDays: 90,
    description: { title: "Self-paced essentials", points: ["Video lessons and exercises", "Instructor-marked assignments", "A certificate of completion"] },
    comparisons: [
      { label: "Access", value: "90 days" },
      { label: "Support", value: "Forum and marked assignments" },
    ],
  },
  {
    id: "m1blockchain",
    title: "M1 Blockchain Fundamentals",
    courseIds: ["m1-blockchain"],
    programme: null,
    mode: "DIRECT",
    open: true,
    limitedRegions: [],
    fee: 99,
    currency: "USD",
    accessDays: 90,
    description: { title: "Self-paced fundamentals", points: ["Short video lessons", "Quizzes after each unit", "A certificate of completion"] },
    comparisons: [{ label: "Access", value: "90 days" }],
  },
  {
    id: "ca",
    title: "Certified Associate",
    courseIds: ["aws-ccp", "aws-csa-a", "aws-dev-a", "gcp-ace", "gcp-da", "cada", "case", "caml"],
    programme: null,
    mode: "APPLICATION",
    open: true,
    limitedRegions: [],
    fee: 2400,
    currency: "USD",
    accessDays: null,
    description: { title: "Instructor-led certification", points: ["Live classes", "Exam preparation", "Career coaching"] },
    comparisons: [{ label: "Format", value: "Instructor-led cohort" }],
  },
  {
    id: "capt",
    title: "Certified Associate (part-time)",
    courseIds: ["aws-csa-a", "cada", "case"],
    programme: null,
    mode: "APPLICATION",
    open: true,
    limitedRegions: [],
    fee: 2600,
    currency: "USD",
    accessDays: null,
    description: { title: "Evening and weekend classes", points: ["Live classes after work", "Exam preparation"] },
    comparisons: [{ label: "Format", value: "Part-time cohort" }],
  },
  {
    id: "kyouth-2025",
    title: "K-Youth Digital 2025 intake",
    courseIds: ["m1-python", "m1-sql", "fcse", "fcda", "sf-digital", "sf-career"],
    programme: programmes.kyouth,
    mode: "APPLICATION",
    open: true,
    limitedRegions: ["Malaysia"],
    fee: 0,
    currency: "USD",
    accessDays: null,
    description: { title: "Sponsored programme", points: ["Fully sponsored for eligible youth", "Mentoring and job matching"] },
    comparisons: [{ label: "Cost", value: "Sponsored" }],
  },
  {
    id: "reskill-hk-2026",
    title: "Reskill Hong Kong 2026 intake",
    courseIds: ["fcse", "fcda", "fcux", "aws-csa-a"],
    programme: programmes.reskill,
    mode: "APPLICATION",
    open: true,
    limitedRegions: ["Hong Kong"],
    fee: 0,
    currency: "HKD",
    accessDays: null,
    description: { title: "Sponsored reskilling", points: ["For Hong Kong residents changing careers", "Full-time cohort"] },
    comparisons: [{ label: "Cost", value: "Sponsored" }],
  },
  {
    id: "kl-tech-2024",
    title: "KL Tech Pathways 2024 intake",
    courseIds: ["fcse", "fcda"],
    programme: programmes.kl,
    mode: "APPLICATION",
    open: false,
    limitedRegions: ["Malaysia", "Singapore"],
    fee: 0,
    currency: "MYR",
    accessDays: null,
    description: { title: "Sponsored pathway", points: ["Closed intake"] },
    comparisons: [{ label: "Cost", value: "Sponsored" }],
  },
];

const ORDERS_KEY = "talentforge.mock.orders";
let orders: MockOrder[] = [];
let access: MockAccess[] = [];

function storage(): Storage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null;
  }
}

function save(): void {
  storage()?.setItem(ORDERS_KEY, JSON.stringify({ orders, access }));
}

export function resetMockOrders(): void {
  orders = [];
  access = [];
  storage()?.removeItem(ORDERS_KEY);
}

export function loadMockOrders(raw: string | null): void {
  if (!raw) return;
  try {
    const parsed = JSON.parse(raw) as { orders: MockOrder[]; access: MockAccess[] };
    orders = parsed.orders ?? [];
    access = parsed.access ?? [];
    save();
  } catch {
    /* ignore a damaged copy */
  }
}
export const storedMockOrders = () => storage()?.getItem(ORDERS_KEY) ?? null;

const conflict = (message: string) => new GraphQLError(message, { extensions: { code: "CONFLICT" } });
const notFound = () => new GraphQLError("Order not found.", { extensions: { code: "NOT_FOUND" } });

export const optionById = (id: string) => enrolmentOptions.find((o) => o.id === id) ?? null;
export const optionsForCourse = (courseId: string) => enrolmentOptions.filter((o) => o.courseIds.includes(courseId));

/** The EnrolmentOption object graphql resolves (courses resolved from the catalogue). */
export function optionObject(o: MockOption) {
  return { ...o, courses: o.courseIds.map(courseById).filter(Boolean) };
}

function accessObject(a: MockAccess) {
  const now = Date.now();
  const ends = Date.parse(a.endsAt);
  return {
    course: courseById(a.courseId),
    startsAt: a.startsAt,
    endsAt: a.endsAt,
    active: now < ends,
    daysLeft: Math.max(0, Math.ceil((ends - now) / DAY)),
  };
}

export function accessFor(userId: string, courseId?: string) {
  const mine = access.filter((a) => a.userId === userId && (!courseId || a.courseId === courseId)).map(accessObject);
  return mine.sort((a, b) => Number(b.active) - Number(a.active) || b.endsAt.localeCompare(a.endsAt));
}

const newestFirst = (list: MockOrder[]) => [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
export const ordersOf = (userId: string) => newestFirst(orders.filter((o) => o.buyerId === userId));
export const allOrders = (status?: MockOrder["status"] | null) => newestFirst(orders.filter((o) => !status || o.status === status));

function reference(): string {
  const chars = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  let s = "";
  for (let i = 0; i < 8; i++) s += chars[Math.floor(Math.random() * chars.length)];
  return `TF-${s}`;
}

export function placeOrder(
  buyerId: string,
  input: { optionId: string; courseId: string; paymentPlan: string; country?: string | null },
  countries: readonly string[],
): MockOrder {
  const option = optionById(input.optionId);
  if (!option) throw badInput("Unknown enrolment option.", { optionId: "Choose an enrolment option." });
  if (option.mode !== "DIRECT") throw badInput("This option is taken through an application.", { optionId: "This option cannot be bought directly." });
  if (!option.open) throw badInput("This option is closed.", { optionId: "This option is closed." });
  if (!option.courseIds.includes(input.courseId)) throw badInput("The course is not part of this option.", { courseId: "Choose one of the option's courses." });
  if (option.limitedRegions.length > 0) {
    if (!input.country || !countries.includes(input.country)) throw badInput("Choose your country.", { country: "Choose your country." });
    if (!option.limitedRegions.includes(input.country)) {
      throw badInput("This option is not available in your country.", { country: `Available only in ${option.limitedRegions.join(", ")}.` });
    }
  }
  if (accessFor(buyerId, input.courseId).some((a) => a.active)) throw conflict("You already have access to this course.");
  if (orders.some((o) => o.buyerId === buyerId && o.courseId === input.courseId && o.status === "PENDING_PAYMENT")) {
    throw conflict("You already have an order waiting for payment for this course.");
  }
  const discount = Math.round(option.fee * UPFRONT_DISCOUNT * 100) / 100;
  const order: MockOrder = {
    id: globalThis.crypto.randomUUID(),
    optionId: option.id,
    courseId: input.courseId,
    buyerId,
    listPrice: option.fee,
    discount,
    amount: Math.round((option.fee - discount) * 100) / 100,
    currency: option.currency,
    paymentPlan: "UPFRONT",
    status: "PENDING_PAYMENT",
    reference: reference(),
    createdAt: new Date().toISOString(),
    paidAt: null,
  };
  orders.push(order);
  save();
  return order;
}

function pending(id: string, buyerId?: string): MockOrder {
  const o = orders.find((x) => x.id === id && (!buyerId || x.buyerId === buyerId));
  if (!o) throw notFound();
  if (o.status !== "PENDING_PAYMENT") throw conflict("This order is not waiting for payment.");
  return o;
}

export function cancelOrder(id: string, buyerId?: string): MockOrder {
  const o = pending(id, buyerId);
  o.status = "CANCELLED";
  save();
  return o;
}

export function confirmOrder(id: string): MockOrder {
  const o = pending(id);
  const now = new Date();
  o.status = "PAID";
  o.paidAt = now.toISOString();
  const days = optionById(o.optionId)?.accessDays ?? 90;
  access = access.filter((a) => !(a.userId === o.buyerId && a.courseId === o.courseId));
  access.push({ userId: o.buyerId, courseId: o.courseId, startsAt: now.toISOString(), endsAt: new Date(now.getTime() + days * DAY).toISOString() });
  save();
  return o;
}

/** Test/demo helper: gives a person access directly (ended access when `daysAgo` is past the access days). */
export function grantAccess(userId: string, courseId: string, startsDaysAgo = 0, days = 90): void {
  const start = Date.now() - startsDaysAgo * DAY;
  access.push({ userId, courseId, startsAt: new Date(start).toISOString(), endsAt: new Date(start + days * DAY).toISOString() });
  save();
}

/** The Order object graphql resolves. */
export function orderObject(o: MockOrder) {
  const option = optionById(o.optionId)!;
  return {
    ...o,
    option: optionObject(option),
    course: courseById(o.courseId),
    payment: {
      provider: "offline",
      reference: o.reference,
      steps: [
        `Transfer ${o.amount.toFixed(2)} ${o.currency} to TalentForge Academy Ltd, account 012-345678-901 (Harbour Bank).`,
        `Write ${o.reference} in the transfer's remarks so we can match it.`,
        "We confirm the payment within two working days; your access starts then.",
      ],
    },
  };
}
