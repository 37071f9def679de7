import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { renderApp } from "../../../test/renderApp";
import { loginAs, mei } from "../../../test/session";
import { mockClassroomState } from "../mocks";
import { courseById } from "../../catalogue/mocks";

/** A seeded course's title. */
const courseTitle = (id: string) => courseById(id)!.title;

describe("certificates", () => {
  it("lists the viewer's certificates with their verification page", async () => {
    loginAs(mei);
    renderApp("/courses/certificates");
    const item = await screen.findByRole("listitem", { name: "M1 SQL" }, { timeout: 5000 });
    expect(within(item).getByText("Valid")).toBeTruthy();
    expect(within(item).getByText(/Badge: M1 SQL/)).toBeTruthy();
    expect(within(item).getByRole("link", { name: "Verification page" }).getAttribute("href")).toBe("/certificates/DEMSQL2K6M-m1-sql");
    const graduation = screen.getByRole("region", { name: "Graduation entries" });
    expect(within(graduation).getByText(/DEMSQL2K6M-m1-sql/)).toBeTruthy();
  });

  it("verifies a certificate for a visitor", async () => {
    renderApp("/certificates/DEMSQL2K6M-m1-sql");
    expect(await screen.findByRole("heading", { level: 1, name: "Certificate verified" })).toBeTruthy();
    expect(screen.getAllByText("Mei Ling Tan").length).toBeGreaterThan(0);
    expect(screen.getByRole("link", { name: courseTitle("m1sql") }).getAttribute("href")).toBe("/courses/m1sql");
    expect(screen.getByText("DEMSQL2K6M")).toBeTruthy();
  });

  it("says when a certificate is revoked, with the reason", async () => {
    const cert = mockClassroomState().certificates[0]!;
    cert.revokedAt = "2026-10-01T00:00:00.000Z";
    cert.revokedReason = "Issued in error";
    renderApp("/certificates/DEMSQL2K6M");
    expect(await screen.findByRole("heading", { level: 1, name: "Certificate revoked" })).toBeTruthy();
    expect(screen.getByText(/Reason: Issued in error/)).toBeTruthy();
  });

  it("says when no certificate has the code", async () => {
    renderApp("/certificates/ZZZZZZZZZZ-nothing");
    expect(await screen.findByRole("heading", { level: 1, name: "Certificate not found" })).toBeTruthy();
  });
});
