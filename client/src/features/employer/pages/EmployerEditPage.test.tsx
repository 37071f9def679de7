import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { location, renderApp } from "../../../test/renderApp";
import { recruiter, jobAdmin, loginAs, mei } from "../../../test/session";
import { addRepresentatives, messagesOf, siti } from "../../../test/employer";
import { addMockRepresentative, allRepresentatives, representedEmployerId } from "../mocks";
import { employers } from "../../jobs/mocks";

const employer = (id: string) => employers.find((e) => e.id === id)!;
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

describe("/employer/company", () => {
  it("sends visitors to log in", async () => {
    renderApp("/employer/company");
    expect(await screen.findByRole("heading", { level: 1, name: "Log in" })).toBeTruthy();
  });

  it("is for approved representatives only", async () => {
    loginAs(mei);
    renderApp("/employer/company");
    expect(await screen.findByRole("heading", { level: 1, name: "Company profile" })).toBeTruthy();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Approved representatives only");
    expect(within(alert).getByRole("link", { name: "Go to your company page" }).getAttribute("href")).toBe("/employer");
    expect(screen.queryByRole("textbox", { name: /Company name/ })).toBeNull();
  });

  it("is closed to a representative whose request waits", async () => {
    addRepresentatives();
    addMockRepresentative(siti.id, { employerId: "kopicloud" });
    loginAs(siti);
    renderApp("/employer/company");
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", expect.stringContaining("Approved representatives only"));
  });

  it("closes once a JOB_ADMIN revoked the representative", async () => {
    const arifs = allRepresentatives().find((r) => r.personId === recruiter.id)!;
    arifs.status = "REVOKED";
    expect(representedEmployerId(recruiter.id)).toBeNull();
    loginAs(recruiter);
    renderApp("/employer/company");
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", expect.stringContaining("Approved representatives only"));
  });

  it("lets an approved representative edit the company profile, prefilled", async () => {
    loginAs(recruiter);
    const { user } = renderApp("/employer/company");
    const name = await screen.findByRole("textbox", { name: /Company name/ });
    expect((name as HTMLInputElement).value).toBe("Lantern Analytics Sdn. Bhd.");
    expect((screen.getByRole("textbox", { name: /Short name/ }) as HTMLInputElement).value).toBe("Lantern Analytics");
    expect((screen.getByRole("combobox", { name: /Industry/ }) as HTMLSelectElement).value).toBe("Data & Analytics");
    expect((screen.getByRole("combobox", { name: /Company size/ }) as HTMLSelectElement).value).toBe("11-50");
    expect(screen.queryByRole("switch", { name: /Hiring partner/ })).toBeNull();
    expect(screen.getByRole("link", { name: "View the company page of Lantern Analytics Sdn. Bhd." }).getAttribute("href")).toBe(
      "/companies/lantern-analytics",
    );

    const place = screen.getByRole("textbox", { name: /^Location/ });
    await user.clear(place);
    await user.type(place, "  Kuala Lumpur, Malaysia ");
    await user.selectOptions(screen.getByRole("combobox", { name: /Company size/ }), "51-200");
    await user.click(screen.getByRole("button", { name: "Save profile" }));

    expect(await screen.findByText("Saved")).toBeTruthy();
    expect((place as HTMLInputElement).value).toBe("Kuala Lumpur, Malaysia");
    expect(employer("lantern-analytics")).toMatchObject({
      location: "Kuala Lumpur, Malaysia",
      size: "51-200",
      title: "Lantern Analytics Sdn. Bhd.",
    });

    // The public company page shows the change.
    await user.click(screen.getByRole("link", { name: "View the company page of Lantern Analytics Sdn. Bhd." }));
    expect(await screen.findByRole("heading", { level: 1, name: "Lantern Analytics Sdn. Bhd." })).toBeTruthy();
    expect(screen.getByText("Kuala Lumpur, Malaysia")).toBeTruthy();
  });

  it("shows the server's field messages next to the fields", async () => {
    loginAs(recruiter);
    const { user } = renderApp("/employer/company");
    const name = await screen.findByRole("textbox", { name: /Company name/ });
    await user.clear(name);
    await user.type(name, "L");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByText("Some fields need attention. See the messages next to them.")).toBeTruthy();
    expect(messagesOf(name)).toContain("At least 2 characters.");
    expect(employer("lantern-analytics").title).toBe("Lantern Analytics Sdn. Bhd.");

    await user.clear(name);
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    await waitFor(() => expect(messagesOf(name)).toContain("This field is required."));
  });

  it("uploads a logo as base64, checks its size in the browser, and removes it", async () => {
    loginAs(recruiter);
    const { user } = renderApp("/employer/company");
    const logos = await screen.findByRole("region", { name: "Logo" });
    expect(within(logos).getByRole("img", { name: "Lantern Analytics Sdn. Bhd. logo" })).toBeTruthy();
    expect(within(logos).getByText("Current logo")).toBeTruthy();

    await user.upload(fileInput(), new File([new Uint8Array(2 * 1024 * 1024 + 1)], "huge.png", { type: "image/png" }));
    expect(await within(logos).findByText("The image must be at most 2 MiB.")).toBeTruthy();
    expect((within(logos).getByRole("button", { name: "Upload logo" }) as HTMLButtonElement).disabled).toBe(true);

    await user.upload(fileInput(), new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], "lantern.png", { type: "image/png" }));
    expect(await within(logos).findByRole("img", { name: "Preview of the new logo" })).toBeTruthy();
    await user.click(within(logos).getByRole("button", { name: "Upload logo" }));
    expect(await within(logos).findByText("Logo uploaded")).toBeTruthy();
    expect(employer("lantern-analytics").logoUrl).toBe("data:image/png;base64,iVBORw0KGgo=");

    await user.click(within(logos).getByRole("button", { name: "Remove logo" }));
    expect(await within(logos).findByText("Logo removed")).toBeTruthy();
    expect(within(logos).getByText("No logo yet")).toBeTruthy();
    expect(within(logos).queryByRole("button", { name: "Remove logo" })).toBeNull();
    expect(employer("lantern-analytics").logoUrl).toBeNull();
  });
});

describe("/jobs/admin/companies/:id/edit", () => {
  it("is for job admins only", async () => {
    loginAs(recruiter);
    renderApp("/jobs/admin/companies/lantern-analytics/edit");
    expect(await screen.findByRole("heading", { level: 1, name: "Edit company" })).toBeTruthy();
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", expect.stringContaining("Job admins only"));
    expect(screen.queryByRole("textbox", { name: /Company name/ })).toBeNull();
  });

  it("lets a job admin edit any company and flag it as a hiring partner", async () => {
    loginAs(jobAdmin);
    const { user } = renderApp("/jobs/admin/companies/batik-labs/edit");
    const name = await screen.findByRole("textbox", { name: /Company name/ });
    expect((name as HTMLInputElement).value).toBe("Batik Labs Sdn. Bhd.");
    const partner = screen.getByRole("switch", { name: /Hiring partner \(logo on the home page\)/ });
    expect((partner as HTMLInputElement).checked).toBe(false);
    await user.click(partner);
    expect(await screen.findByText("Batik Labs Sdn. Bhd. is now a hiring partner.")).toBeTruthy();
    await waitFor(() => expect((partner as HTMLInputElement).checked).toBe(true));
    expect(employer("batik-labs").hiringPartner).toBe(true);

    const about = screen.getByRole("textbox", { name: /About the company/ });
    await user.clear(about);
    await user.type(about, "A product design studio in Penang.");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByText("Saved")).toBeTruthy();
    expect(employer("batik-labs").profile).toBe("A product design studio in Penang.");
    expect(screen.getByRole("link", { name: "Back to companies" }).getAttribute("href")).toBe("/jobs/admin/companies?page=1");
  });

  it("keeps an industry the list no longer holds, and shows the server's message on it", async () => {
    employer("rimba-health").industry = "Mining";
    loginAs(jobAdmin);
    const { user } = renderApp("/jobs/admin/companies/rimba-health/edit");
    const industry = await screen.findByRole("combobox", { name: /Industry/ });
    expect((industry as HTMLSelectElement).value).toBe("Mining");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    await waitFor(() => expect(messagesOf(industry)).toContain("Choose one of the industries offered."));
    await user.selectOptions(industry, "Healthcare");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByText("Saved")).toBeTruthy();
    expect(employer("rimba-health").industry).toBe("Healthcare");
  });

  it("says when the company does not exist", async () => {
    loginAs(jobAdmin);
    renderApp("/jobs/admin/companies/no-such-company/edit");
    expect(await screen.findByText("Company not found")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to companies" })).toBeTruthy();
    expect(location.current.pathname).toBe("/jobs/admin/companies/no-such-company/edit");
  });
});
