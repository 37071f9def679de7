/** The compact verified-skills chips: each skill with its level, "+k more" past the limit, one label naming them all. */
import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { createApolloClient } from "../../../app/apollo";
import { AppProviders } from "../../../app/AppProviders";
import i18n from "../../../i18n";
import type { SkillLevel, VerifiedSkillBadges_UserFragment } from "../../../__generated__/graphql";
import { VerifiedSkillBadges } from "./VerifiedSkillBadges";

const person = (...skills: [string, SkillLevel][]): VerifiedSkillBadges_UserFragment => ({
  verifiedSkills: skills.map(([title, level]) => ({ skill: { id: title.toLowerCase(), title }, level })),
});

function renderBadges(user: VerifiedSkillBadges_UserFragment, max?: number) {
  return render(
    <AppProviders client={createApolloClient()} env="test">
      <div data-testid="holder">
        <VerifiedSkillBadges user={user} max={max} />
      </div>
    </AppProviders>,
  );
}

describe("VerifiedSkillBadges", () => {
  it("shows each verified skill with its level, under one label naming them all", () => {
    renderBadges(person(["JavaScript", "INTERMEDIATE"], ["Python", "ADVANCED"]));
    const badges = screen.getByRole("img", { name: "Verified skills: JavaScript Intermediate, Python Advanced" });
    expect(badges.textContent).toBe("✓ JavaScript · Intermediate✓ Python · Advanced");
    expect(screen.queryByText(/more$/)).toBeNull();
  });

  it("shows at most `max` chips and counts the rest, while the label still names every skill", () => {
    renderBadges(person(["CSS", "INTERMEDIATE"], ["HTML", "INTERMEDIATE"], ["JavaScript", "BEGINNER"], ["SQL", "ADVANCED"]), 2);
    const badges = screen.getByRole("img", {
      name: "Verified skills: CSS Intermediate, HTML Intermediate, JavaScript Beginner, SQL Advanced",
    });
    expect(screen.getByText("✓ CSS · Intermediate")).toBeTruthy();
    expect(screen.getByText("✓ HTML · Intermediate")).toBeTruthy();
    expect(screen.queryByText(/JavaScript/)).toBeNull();
    expect(screen.getByText("+2 more")).toBeTruthy();
    expect(badges.children).toHaveLength(3);
  });

  it("shows three by default", () => {
    renderBadges(person(["CSS", "INTERMEDIATE"], ["HTML", "INTERMEDIATE"], ["JavaScript", "BEGINNER"], ["SQL", "ADVANCED"]));
    expect(screen.getByText("✓ JavaScript · Beginner")).toBeTruthy();
    expect(screen.getByText("+1 more")).toBeTruthy();
  });

  it("renders nothing for a person with no verified skills", () => {
    renderBadges(person());
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByTestId("holder").childNodes).toHaveLength(0);
  });

  it("speaks the interface language", async () => {
    await i18n.changeLanguage("zh-Hant");
    renderBadges(person(["JavaScript", "INTERMEDIATE"], ["Python", "ADVANCED"], ["SQL", "ADVANCED"], ["CSS", "BEGINNER"]));
    expect(screen.getByRole("img", { name: /^已驗證技能：JavaScript .+、Python .+、SQL .+、CSS .+$/ })).toBeTruthy();
    expect(screen.getByText("另有 1 項")).toBeTruthy();
  });
});
