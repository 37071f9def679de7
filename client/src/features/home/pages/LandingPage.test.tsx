/**
 * `/`: everything served from the API (the mocks answer from the server's seed): the value cards, the statistics, the
 * hiring partners, testimonials with their employers' logos, the team, funders and partners, FAQs by type and the
 * featured events, in each interface language.
 */
import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { http, HttpResponse } from "msw";
import { FAQS, PARTNER_ORGANISATIONS, PEOPLE, STATS, TESTIMONIALS, VALUE_CARDS } from "@server/courses/modules/content/seed-data";
import { server } from "../../../mocks/node";
import { employers } from "../../jobs/mocks";
import { renderApp } from "../../../test/renderApp";
import i18n from "../../../i18n";
import { VALUE_CARD_ICON_NAMES } from "../components/valueCardIcons";

const partners = employers.filter((e) => e.hiringPartner).sort((a, b) => a.title.localeCompare(b.title));
const section = async (name: string | RegExp) => (await screen.findByRole("heading", { level: 2, name })).closest("section")!;

/** Answers one operation with `reply` (other operations go to the mock API). */
/** Answers `operationName` with `reply()`; when that gives nothing, the mock backend answers as usual. */
function replyTo(operationName: string, reply: () => Response | undefined) {
  server.use(
    http.post("*/graphql", async ({ request }) => {
      const body = (await request.clone().json()) as { operationName?: string };
      return body.operationName === operationName ? reply() : undefined;
    }),
  );
}

describe("/ from the API", () => {
  it("the five value cards: title, description, link label to the card's route, a bundled icon", async () => {
    renderApp("/");
    const values = await section("What you can do here");
    const cards = within(values).getAllByRole("listitem");
    expect(cards).toHaveLength(VALUE_CARDS.length);
    VALUE_CARDS.forEach((c, i) => {
      expect(within(cards[i]!).getByRole("heading", { level: 3, name: c.title })).toBeTruthy();
      expect(within(cards[i]!).getByText(c.description)).toBeTruthy();
      expect(within(cards[i]!).getByRole("link", { name: c.linkLabel }).getAttribute("href")).toBe(c.route);
      expect(cards[i]!.querySelector("svg[aria-hidden='true']")).toBeTruthy();
      expect(VALUE_CARD_ICON_NAMES).toContain(c.icon);
    });
  });

  it("the six statistics from the API, values as the SPEC gives them", async () => {
    renderApp("/");
    const stats = await section("Our results in numbers");
    expect([...stats.querySelectorAll("dd")].map((d) => d.textContent)).toEqual(STATS.map((s) => s.title));
    expect([...stats.querySelectorAll("dt")].map((d) => d.textContent)).toEqual(STATS.map((s) => s.subtext));
    expect(STATS.map((s) => s.title)).toEqual(["92%", "5k+", "10k+", "8k+", "10k+", "60+"]);
  });

  it("the hiring partners' logos, each linking to its company page", async () => {
    renderApp("/");
    const list = await section("Our hiring partners");
    const logos = within(list).getAllByRole("img");
    expect(logos.map((img) => img.getAttribute("alt"))).toEqual(partners.map((p) => p.title));
    expect(
      within(list)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(partners.map((p) => `/companies/${p.id}`));
  });

  it("testimonials, featured first, with the employer's logo linking to its company page", async () => {
    renderApp("/");
    const list = await section("What our graduates say");
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(6);
    const featured = TESTIMONIALS.filter((t) => t.featured);
    expect(items.slice(0, featured.length).map((li) => li.getAttribute("data-testimonial"))).toEqual(featured.map((t) => t.id));
    expect(within(items[0]!).getByText("Featured")).toBeTruthy();
    const farid = items.find((li) => li.getAttribute("data-testimonial") === "farid-hassan")!;
    expect(within(farid).getByText("Farid Hassan, now at HarbourPay")).toBeTruthy();
    const logo = within(farid).getByRole("img", { name: "HarbourPay Limited" });
    expect(logo.getAttribute("src")).toBe("/partners/harbourpay.svg");
    expect(logo.closest("a")!.getAttribute("href")).toBe("/companies/harbourpay");
  });

  it("the team by group with portraits and the sanitized description; funders and partners with logos", async () => {
    const { user } = renderApp("/");
    const team = await section("The people behind TalentForge");
    expect(
      within(team)
        .getAllByRole("tab")
        .map((t) => t.textContent),
    ).toEqual(["Leaders", "Advisors", "Staff", "Instructors"]);
    const leaders = PEOPLE.filter((p) => p.group === "founder" || p.group === "manager");
    expect(
      within(team)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(leaders.map((p) => p.name));
    expect(within(team).getByRole("img", { name: "Portrait of Wei Ling Chan" }).getAttribute("src")).toBe("/people/wei-ling-chan.svg");
    expect(within(team).getByText(/spent a decade hiring engineers/).tagName).toBe("P");
    await user.click(within(team).getByRole("tab", { name: "Instructors" }));
    expect(within(team).getAllByRole("heading", { level: 3 })).toHaveLength(PEOPLE.filter((p) => p.group === "instructor").length);

    const orgs = await section("Our funders and partners");
    expect(
      within(orgs)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(PARTNER_ORGANISATIONS.map((o) => o.title));
    expect(orgs.querySelectorAll("img[src^='/organisations/']")).toHaveLength(PARTNER_ORGANISATIONS.length);
  });

  it("FAQs grouped by type, the answers as HTML", async () => {
    const { user } = renderApp("/");
    const faqs = await section("Frequently asked questions");
    expect(
      within(faqs)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Teaching with us", "M1 courses", "Foundation Certificates", "Certified Associate admissions"]);
    const first = FAQS.find((f) => f.type === "instructor" && f.position === 1)!;
    await user.click(within(faqs).getByRole("button", { name: first.question }));
    expect(within(faqs).getByText(/By revenue share/).tagName).toBe("P");
  });

  it("the upcoming featured events link to their pages", async () => {
    renderApp("/");
    const events = await section("Upcoming events");
    await waitFor(() => expect(within(events).getAllByRole("listitem").length).toBeGreaterThan(0));
    for (const a of within(events)
      .getAllByRole("link")
      .filter((l) => l.getAttribute("href") !== "/events"))
      expect(a.getAttribute("href")).toMatch(/^\/events\/[\w-]+$/);
    expect(within(events).getByRole("link", { name: "See all events" }).getAttribute("href")).toBe("/events");
  });

  it("links to the teaching, career-services and study-options pages, and passes axe once loaded", async () => {
    renderApp("/");
    const more = await section("Find your way in");
    expect(
      within(more)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/teach", "/career-services", "/study-options"]);
    await section("Frequently asked questions");
    await section("Our hiring partners");
    const results = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  });
});

describe("/ in each language", () => {
  it.each([
    ["en", "What you can do here", "Learn in-demand skills", "placement rate", "Teaching with us", "Co-founder & Chief Executive Officer"],
    ["zh-Hant", "你可以在這裡做甚麼", "學習熱門技能", "就業率", "導師招募", "聯合創辦人兼行政總裁"],
    ["zh-Hans", "你可以在这里做什么", "学习热门技能", "就业率", "导师招募", "联合创始人兼首席执行官"],
  ])(
    "%s: the headings are the interface's words, the content the API's text in that language",
    async (lng, heading, card, stat, faqGroup, position) => {
      await i18n.changeLanguage(lng);
      renderApp("/");
      const values = await section(heading);
      expect(within(values).getByRole("heading", { level: 3, name: card })).toBeTruthy();
      expect(await screen.findByText(stat)).toBeTruthy();
      expect(await screen.findByRole("heading", { level: 3, name: faqGroup })).toBeTruthy();
      expect(await screen.findByText(position)).toBeTruthy();
      // The SPEC's values stay as they are.
      expect(screen.getByText("92%")).toBeTruthy();
    },
  );
});

describe("/ when a part fails", () => {
  it("the content failing shows an error with a retry; hiring partners and events still show", async () => {
    replyTo("LandingPage", () => HttpResponse.json({ errors: [{ message: "boom" }] }, { status: 500 }));
    renderApp("/");
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
    expect(await screen.findByRole("heading", { level: 2, name: "Our hiring partners" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Upcoming events" })).toBeTruthy();
  });

  it("the sections below the first screen failing alone: the first screen stands, and one error with a retry brings them back", async () => {
    let failing = true;
    replyTo("LandingPageSections", () => (failing ? HttpResponse.json({ errors: [{ message: "boom" }] }, { status: 500 }) : undefined));
    const { user } = renderApp("/");
    expect(await screen.findByRole("heading", { level: 2, name: "What you can do here" })).toBeTruthy();
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      expect.stringContaining("Part of the home page could not be loaded."),
    );
    expect(screen.getAllByRole("alert")).toHaveLength(1);
    expect(screen.queryByRole("heading", { name: "Frequently asked questions" })).toBeNull();
    failing = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Frequently asked questions" })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("the hiring partners failing leaves that section out and the rest of the page as it is", async () => {
    let answered = false;
    replyTo("HiringPartners", () => {
      answered = true;
      return HttpResponse.json({ errors: [{ message: "boom" }] }, { status: 500 });
    });
    renderApp("/");
    expect(await screen.findByRole("heading", { level: 2, name: "What you can do here" })).toBeTruthy();
    await waitFor(() => expect(answered).toBe(true));
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByRole("heading", { name: "Our hiring partners" })).toBeNull();
    expect(screen.queryByText("boom")).toBeNull();
  });
});
