import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { location, renderApp } from "../../../test/renderApp";
import { arif, loginAs, mei } from "../../../test/session";

/** A test's card, by its topic and level (the heading reads "JavaScript Intermediate" to assistive technology). */
const testCard = (id: string) => document.getElementById(`skill-test-${id}`)!;

describe("/skills/verify", () => {
  it("sends visitors to log in", async () => {
    renderApp("/skills/verify");
    expect(await screen.findByRole("heading", { level: 1, name: "Log in" })).toBeTruthy();
    expect(location.current.search).toBe("?next=%2Fskills%2Fverify");
  });

  it("lists the fifteen tests by topic, each with its level, time limit, questions and pass mark, and no start button", async () => {
    loginAs(arif);
    renderApp("/skills/verify");
    expect(await screen.findByRole("region", { name: "HTML/CSS" })).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "HTML/CSS",
      "JavaScript",
      "Python",
      "SQL",
      "C++",
    ]);
    const js = screen.getByRole("region", { name: "JavaScript" });
    expect(
      within(js)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["JavaScript Beginner", "JavaScript Intermediate", "JavaScript Advanced"]);
    expect(document.querySelectorAll("[id^=skill-test-]:not([id$=-heading])")).toHaveLength(15);

    const card = within(testCard("js-intermediate"));
    expect(card.getByText("40 minutes")).toBeTruthy();
    expect(card.getByText("10")).toBeTruthy();
    expect(card.getByText("70% (70 of 100 points)")).toBeTruthy();
    expect(within(testCard("py-beginner")).getByText("30 minutes")).toBeTruthy();
    expect(within(testCard("cpp-advanced")).getByText("45 minutes")).toBeTruthy();
    expect(within(js).getByText("Not verified yet")).toBeTruthy();
    expect(screen.queryAllByRole("button", { name: /start|take/i })).toEqual([]);
  });

  it("shows the viewer's verified levels: a higher level counts for the tests below it", async () => {
    loginAs(mei);
    renderApp("/skills/verify");
    const html = await screen.findByRole("region", { name: "HTML/CSS" });
    await within(html).findByText("Your verified level: HTML Intermediate, CSS Intermediate");
    expect(within(testCard("html-css-beginner")).getByText("Verified")).toBeTruthy();
    expect(within(testCard("html-css-intermediate")).getByText("Verified")).toBeTruthy();
    expect(within(testCard("html-css-advanced")).queryByText("Verified")).toBeNull();
    const js = screen.getByRole("region", { name: "JavaScript" });
    expect(within(js).getByText("Your verified level: JavaScript Beginner")).toBeTruthy();
    expect(within(testCard("js-beginner")).getByText("Verified")).toBeTruthy();
    expect(within(testCard("js-intermediate")).queryByText("Verified")).toBeNull();
    expect(within(screen.getByRole("region", { name: "Python" })).getByText("Not verified yet")).toBeTruthy();
  });

  it("a link to one test focuses it", async () => {
    loginAs(mei);
    renderApp("/skills/verify#skill-test-sql-advanced");
    await waitFor(() => expect(document.activeElement?.id).toBe("skill-test-sql-advanced"));
  });
});
