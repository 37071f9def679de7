import { describe, expect, it } from "vitest";
import axe from "axe-core";
import { fireEvent, screen, within } from "@testing-library/react";
import { renderApp } from "../../../test/renderApp";
import { recruiter, courseAdmin, loginAs, mei } from "../../../test/session";
import { mockClassroomState } from "../mocks";
import { courseById } from "../../catalogue/mocks";

/** A seeded course's title. */
const courseTitle = (id: string) => courseById(id)!.title;

const URL = "/courses/admin/certificates";

async function axeViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

describe("/courses/admin/certificates", () => {
  it("lists certificates and revokes one with a reason", async () => {
    loginAs(courseAdmin);
    const { user } = renderApp(URL);
    expect(await screen.findByRole("heading", { level: 1, name: "Issued certificates" })).toBeTruthy();
    const table = await screen.findByRole("table", { name: "Certificates" });
    const link = await within(table).findByRole("link", { name: "Verification page of M1 SQL for Mei Ling Tan" });
    expect(link.getAttribute("href")).toBe("/certificates/DEMSQL2K6M-m1-sql");
    const row = link.closest("tr")!;
    expect(within(row).getByText("Mei Ling Tan")).toBeTruthy();
    expect(within(row).getByText("m1sql")).toBeTruthy();
    expect(within(row).getByText("Valid")).toBeTruthy();

    await user.click(within(row).getByRole("button", { name: "Revoke M1 SQL of Mei Ling Tan" }));
    const dialog = await screen.findByRole("dialog", { name: "Revoke the certificate?" });
    await user.click(within(dialog).getByRole("button", { name: "Revoke" }));
    expect(await within(dialog).findByText("This field is required.")).toBeTruthy();
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Reason/ }), { target: { value: "Issued by mistake." } });
    await user.click(within(dialog).getByRole("button", { name: "Revoke" }));
    expect(await screen.findByText("Revoked M1 SQL of Mei Ling Tan.")).toBeTruthy();
    const after = within(screen.getByRole("table", { name: "Certificates" }))
      .getByRole("link", { name: "Verification page of M1 SQL for Mei Ling Tan" })
      .closest("tr")!;
    expect(await within(after).findByText("Revoked")).toBeTruthy();
    expect(within(after).getByText("Issued by mistake.")).toBeTruthy();
    expect(within(after).queryByRole("button", { name: /Revoke/ })).toBeNull();
    expect(mockClassroomState().certificates[0]).toMatchObject({ revokedReason: "Issued by mistake." });
  });

  it("issues a certificate; the server's field error shows on the date", async () => {
    loginAs(courseAdmin);
    const { user } = renderApp(URL);
    const form = (await screen.findByRole("heading", { level: 2, name: "Issue a certificate" })).closest("section")!;
    await user.click(within(form).getByRole("button", { name: "Issue certificate" }));
    expect(within(form).getAllByText("This field is required.")).toHaveLength(3);

    const person = within(form).getByRole("combobox", { name: /^Person/ });
    await user.click(person);
    await user.type(person, "Kelvin");
    await user.click(await screen.findByRole("option", { name: "Kelvin Lee" }));
    const target = within(form).getByRole("combobox", { name: /^Course or badge/ });
    await user.click(target);
    await user.type(target, "JavaScript");
    await user.click(await screen.findByRole("option", { name: courseTitle("m1js") }));
    fireEvent.change(within(form).getByLabelText(/^Date started/), { target: { value: "2099-01-01" } });
    await user.click(within(form).getByRole("button", { name: "Issue certificate" }));
    expect(await within(form).findByText("The start cannot be in the future")).toBeTruthy();

    fireEvent.change(within(form).getByLabelText(/^Date started/), { target: { value: "2026-09-01" } });
    await user.click(within(form).getByRole("button", { name: "Issue certificate" }));
    expect(await within(form).findByText(`Issued ${courseTitle("m1js")} to Kelvin Lee.`)).toBeTruthy();
    expect(mockClassroomState().certificates.find((c) => c.holderId === recruiter.id)).toMatchObject({
      courseId: "m1js",
      dateStarted: "2026-09-01",
      issuedByAdmin: true,
    });
    const table = screen.getByRole("table", { name: "Certificates" });
    expect(await within(table).findByRole("link", { name: `Verification page of ${courseTitle("m1js")} for Kelvin Lee` })).toBeTruthy();
  });

  it("has no serious accessibility violations", async () => {
    loginAs(courseAdmin);
    renderApp(URL);
    await screen.findByRole("table", { name: "Certificates" });
    expect(await axeViolations()).toEqual([]);
  });

  it("a student sees the not-allowed state", async () => {
    loginAs(mei);
    renderApp(URL);
    expect((await screen.findByRole("alert")).textContent).toContain("Course admins only");
    expect(screen.queryByRole("button", { name: "Issue certificate" })).toBeNull();
  });
});
