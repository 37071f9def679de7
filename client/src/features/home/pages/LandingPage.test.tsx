/** `/`: the hero, the statistics and the hiring partners' logos (a lazily loaded section with its own query). */
import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { http, HttpResponse } from "msw";
import { server } from "../../../mocks/node";
import { employers } from "../../jobs/mocks";
import { renderApp } from "../../../test/renderApp";

const partners = employers.filter((e) => e.hiringPartner).sort((a, b) => a.title.localeCompare(b.title));

/** Answers the HiringPartners operation with `reply` (other operations go to the mock API). */
function replyToPartners(reply: () => Response) {
  server.use(
    http.post("*/graphql", async ({ request }) => {
      const body = (await request.clone().json()) as { operationName?: string };
      return body.operationName === "HiringPartners" ? reply() : undefined;
    }),
  );
}

describe("/ hiring partners", () => {
  it("shows the hiring partners' logos, by name, each linking to its company page", async () => {
    renderApp("/");
    const heading = await screen.findByRole("heading", { level: 2, name: "Our hiring partners" });
    const section = heading.closest("section")!;
    expect(section.getAttribute("aria-labelledby")).toBe(heading.id);
    const logos = within(section).getAllByRole("img");
    expect(logos.map((img) => img.getAttribute("alt"))).toEqual(partners.map((p) => p.title));
    expect(logos.map((img) => img.getAttribute("src"))).toEqual(partners.map((p) => `/partners/${p.id}.svg`));
    expect(logos.every((img) => img.getAttribute("loading") === "lazy" && img.getAttribute("width") && img.getAttribute("height"))).toBe(
      true,
    );
    const links = within(section).getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual(partners.map((p) => `/companies/${p.id}`));
    expect(within(section).getByRole("link", { name: "KopiCloud Technologies Sdn. Bhd." }).getAttribute("href")).toBe(
      "/companies/kopicloud",
    );
    // Employers not flagged as hiring partners are not shown.
    expect(within(section).queryByRole("img", { name: "Batik Labs Sdn. Bhd." })).toBeNull();
    // The statistics come first.
    const stats = screen.getByRole("heading", { level: 2, name: "Our results in numbers" });
    expect(stats.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The loaded section passes axe too (the route-wide scan in test/a11y may run before it loads).
    const results = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  });

  it("a partner without a logo shows its short name as text, still a link", async () => {
    replyToPartners(() =>
      HttpResponse.json({
        data: {
          hiringPartners: [
            { __typename: "Employer", id: "harbourpay", title: "HarbourPay Limited", shortTitle: "HarbourPay", logoUrl: null },
            {
              __typename: "Employer",
              id: "kopicloud",
              title: "KopiCloud Technologies Sdn. Bhd.",
              shortTitle: "KopiCloud",
              logoUrl: "/partners/kopicloud.svg",
            },
          ],
        },
      }),
    );
    renderApp("/");
    const heading = await screen.findByRole("heading", { level: 2, name: "Our hiring partners" });
    const section = heading.closest("section")!;
    const text = within(section).getByRole("link", { name: "HarbourPay" });
    expect(text.getAttribute("href")).toBe("/companies/harbourpay");
    expect(within(text).queryByRole("img")).toBeNull();
    expect(
      within(section)
        .getAllByRole("img")
        .map((img) => img.getAttribute("alt")),
    ).toEqual(["KopiCloud Technologies Sdn. Bhd."]);
  });

  it("on an error the section is left out and the page stays as it was", async () => {
    let answered = false;
    replyToPartners(() => {
      answered = true;
      return HttpResponse.json({ errors: [{ message: "boom" }] }, { status: 500 });
    });
    renderApp("/");
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Find tech jobs" })).toBeTruthy();
    await waitFor(() => expect(answered).toBe(true));
    // Let the failed reply reach the component, then check it rendered nothing (no heading, no error message).
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByRole("heading", { name: "Our hiring partners" })).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByText("boom")).toBeNull();
  });
});
