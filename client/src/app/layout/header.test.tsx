/**
 * The header at a phone's width: jsdom lays nothing out, so what is checked is the structure the browser's layout
 * relies on. Checked by hand in Chromium at 360 and 390 px (visitor and logged in, en and zh-Hans): the brand's whole
 * name shows beside the burger, the bell and the language button; at 320 px logged in it still ends in an ellipsis.
 */
import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { loginAs, mei } from "../../test/session";
import { renderApp } from "../../test/renderApp";

describe("the header at a phone's width", () => {
  it.each([
    ["a visitor", false],
    ["a logged-in person", true],
  ])("for %s: the colour scheme moves from the header to the burger panel below the xs breakpoint", async (_, loggedIn) => {
    if (loggedIn) loginAs(mei);
    const { user } = renderApp("/");
    const header = screen.getByRole("banner");
    if (loggedIn) await within(header).findByRole("button", { name: /Open your menus/ });
    const inHeader = within(header).getByRole("button", { name: /^Colour scheme/ });
    expect(inHeader.closest("[data-header-colour-scheme]")!.className).toContain("mantine-visible-from-xs");
    // The brand's name may still shrink (an ellipsis) on the narrowest phones rather than push the buttons off screen.
    expect(within(header).getByRole("link", { name: "TalentForge home" }).textContent).toBe("TalentForge");

    await user.click(screen.getByRole("button", { name: "Toggle navigation" }));
    const panel = document.getElementById("mobile-navigation")!;
    const inPanel = within(panel).getByRole("button", { name: /^Colour scheme/ });
    expect(inPanel.closest("[data-panel-colour-scheme]")!.className).toContain("mantine-hidden-from-xs");
    expect(within(panel).getByText("Colour scheme")).toBeTruthy();
  });
});
