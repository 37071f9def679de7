import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { renderApp } from "../../../test/renderApp";
import { loginAs, mei } from "../../../test/session";
import i18n from "../../../i18n";
import { SKILLS_FAQ } from "@server/talent/modules/skills/content";
import { PASS_MARK_PERCENT, QUESTIONS_DRAWN } from "@server/talent/modules/skills/rules/tests";

const entry = (id: string) => SKILLS_FAQ.flatMap((g) => g.entries).find((e) => e.id === id)!;
const groupHeadings = () => screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);

describe("/skills/faq", () => {
  it("shows visitors the three groups in order, each question a heading of its group", async () => {
    renderApp("/skills/faq");
    expect(await screen.findByRole("heading", { level: 1, name: "Skills FAQ" })).toBeTruthy();
    await screen.findByRole("heading", { level: 2, name: "Role & Skills" });
    const headings = ["Role & Skills", "Role Chart", "Other FAQs"];
    expect(groupHeadings()).toEqual(headings);
    SKILLS_FAQ.forEach((group, i) => {
      const section = screen.getByRole("region", { name: headings[i] });
      const questions = within(section)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent);
      expect(questions).toEqual(group.entries.map((e) => e.question));
    });
    // The skills sub-navigation's pages need a login, so visitors do not get it.
    expect(screen.queryByRole("navigation", { name: "Skills sections" })).toBeNull();
  });

  it("opens an answer: the pass mark is the rules' own, with a link to the skill tests", async () => {
    const { user } = renderApp("/skills/faq");
    const question = await screen.findByRole("button", { name: entry("pass-mark").question });
    expect(question.getAttribute("aria-expanded")).toBe("false");
    await user.click(question);
    expect(question.getAttribute("aria-expanded")).toBe("true");
    const answer = document.getElementById(question.getAttribute("aria-controls")!)!;
    expect(answer.textContent).toContain(`The pass mark is ${PASS_MARK_PERCENT}%`);
    expect(answer.textContent).toContain(`draws ${QUESTIONS_DRAWN} questions`);
    // The panel is announced once its opening transition ends.
    expect((await within(answer).findByRole("link", { name: "Skill tests" })).getAttribute("href")).toBe("/skills/verify");
  });

  it("is the last item of the skills sub-navigation for logged-in people", async () => {
    loginAs(mei);
    renderApp("/skills/faq");
    const nav = await screen.findByRole("navigation", { name: "Skills sections" });
    const links = within(nav).getAllByRole("link");
    expect(links.at(-1)!.textContent).toBe("FAQ");
    expect(links.at(-1)!.getAttribute("aria-current")).toBe("page");
  });

  it("translates the title and group headings; the questions stay the server's English, like course content", async () => {
    await i18n.changeLanguage("zh-Hant");
    renderApp("/skills/faq");
    expect(await screen.findByRole("heading", { level: 1, name: "技能常見問題" })).toBeTruthy();
    await screen.findByRole("heading", { level: 2, name: "職位與技能" });
    expect(groupHeadings()).toEqual(["職位與技能", "職位圖表", "其他常見問題"]);
    expect(screen.getByRole("button", { name: entry("retake-cooldown").question })).toBeTruthy();
  });
});
