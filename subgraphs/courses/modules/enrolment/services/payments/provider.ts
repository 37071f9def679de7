/**
 * Payment providers: how an order is paid. Only offline bank transfer exists; an admin confirms the payment
 * (confirmOrderPayment). A provider only explains how to pay — it never marks an order paid by itself.
 *
 * A card provider plugs in here: implement `PaymentProvider` (instructions = the checkout link or session), register
 * it in `PAYMENT_PROVIDERS`, and confirm its orders from a verified webhook through the same confirmation path
 * (services/orders.ts confirmPayment) — never from the client's word. Card processing is not implemented.
 */
import type { PaymentInstructionsModel } from "../../mappers.js";

/** What a provider needs to know about an order. */
export interface PayableOrder {
  reference: string;
  amountCents: number;
  currency: string;
  /** ISA orders pay nothing upfront: their instructions are about the monthly statements instead. */
  paymentPlan?: "UPFRONT" | "ISA";
}

export interface PaymentProvider {
  id: string;
  instructions(order: PayableOrder): PaymentInstructionsModel;
}

const money = (cents: number, currency: string) =>
  `${currency} ${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export interface BankAccount {
  bank: string;
  accountName: string;
  accountNumber: string;
  swift: string;
}

/** Bank transfer to a named account quoting the order reference; a course admin confirms it arrived. */
export class OfflineTransferProvider implements PaymentProvider {
  readonly id = "offline";
  constructor(private readonly account: BankAccount) {}

  instructions(order: PayableOrder): PaymentInstructionsModel {
    const a = this.account;
    const account = `${a.accountName}, ${a.bank}, account ${a.accountNumber} (SWIFT ${a.swift})`;
    if (order.paymentPlan === "ISA")
      return {
        provider: this.id,
        reference: order.reference,
        steps: [
          "Nothing to pay upfront: our course team reviews your income share agreement, usually within two working days; your access starts when it is approved.",
          "Once your access ends, a statement is issued on the 1st of each month from your verified income; report your employment and salary with a supporting document.",
          `Pay what a statement says is due by bank transfer to ${account}, quoting the statement's reference (${order.reference} followed by the month, for example ${order.reference}-202601).`,
        ],
      };
    return {
      provider: this.id,
      reference: order.reference,
      steps: [
        `Transfer ${money(order.amountCents, order.currency)} to ${a.accountName}, ${a.bank}, account ${a.accountNumber} (SWIFT ${a.swift}).`,
        `Quote the reference ${order.reference} with the transfer so we can match it to your order.`,
        "Our course team confirms the payment, usually within two working days; your access starts then.",
      ],
    };
  }
}

export const OFFLINE_PROVIDER = new OfflineTransferProvider({
  bank: "Maybank Berhad",
  accountName: "TalentForge Sdn. Bhd.",
  accountNumber: "5140 1234 5678",
  swift: "MBBEMYKL",
});

/** Providers by id. Orders record the provider they were placed with. */
export const PAYMENT_PROVIDERS: ReadonlyMap<string, PaymentProvider> = new Map([[OFFLINE_PROVIDER.id, OFFLINE_PROVIDER]]);
/** The provider new orders use. */
export const DEFAULT_PROVIDER_ID = OFFLINE_PROVIDER.id;

export function paymentProvider(id: string): PaymentProvider {
  const provider = PAYMENT_PROVIDERS.get(id);
  if (!provider) throw new Error(`Unknown payment provider "${id}"`);
  return provider;
}
