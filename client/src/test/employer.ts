/** Test helpers for the employer side: company representative accounts and reading a field's messages. */
import { addAccount } from "../mocks/session";
import type { MockAccount } from "../mocks/fixtures";

function representative(n: number, firstName: string, lastName: string): MockAccount {
  return {
    id: `9a7c3e10-5b2d-4f6e-8a1b-${String(n).padStart(12, "0")}`,
    email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.com`,
    password: "password123",
    firstName,
    lastName,
    roles: ["COMPANY_REPRESENTATIVE"],
  };
}

/** Company representatives with no request yet (add them with `addRepresentatives()` before logging in). */
export const siti = representative(1, "Siti", "Aminah");
export const kumar = representative(2, "Priya", "Kumar");

export function addRepresentatives(): void {
  addAccount({ ...siti });
  addAccount({ ...kumar });
}

/** The messages shown for a form field (its aria-describedby: description and error). */
export function messagesOf(field: HTMLElement): string[] {
  return (field.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? "");
}
