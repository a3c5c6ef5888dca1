import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { moduleRoot, renderStatic, setViewportWidth } from "../../test-setup";
import { SideMenu } from "./side-menu";
import { sideMenu } from "./side-menu.enhance";
import { testNavigation } from "./test-navigation";

const renderMenu = () =>
  sideMenu(
    moduleRoot(
      renderStatic(
        <>
          <p>Outside</p>
          <SideMenu sections={testNavigation} />
        </>,
      ),
      "side-menu",
    ),
  );
const burger = () => screen.getByRole("button", { name: "Menu" });
const panel = () => document.getElementById(burger().getAttribute("aria-controls")!)!;

describe("the side menu's module", () => {
  beforeEach(() => setViewportWidth(375));

  it("opens from the burger button and moves focus into the menu", async () => {
    const user = userEvent.setup();
    renderMenu();
    expect(burger()).toHaveAttribute("aria-expanded", "false");
    await user.click(burger());
    expect(burger()).toHaveAttribute("aria-expanded", "true");
    expect(panel()).toHaveAttribute("data-open");
    expect(screen.getByRole("link", { name: "Live Stream" })).toHaveFocus();
  });

  it("keeps one section and one submenu open at a time", async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(burger());
    const about = screen.getByRole("button", { name: "About Us" });
    const ministries = screen.getByRole("button", { name: "Ministries" });
    await user.click(about);
    expect(about).toHaveAttribute("aria-expanded", "true");

    const policies = screen.getByRole("button", { name: "Policies" });
    const staff = screen.getByRole("button", { name: "Staff" });
    await user.click(policies);
    expect(screen.getByRole("link", { name: "Stewardship" })).toBeVisible();
    await user.click(staff);
    expect(staff).toHaveAttribute("aria-expanded", "true");
    expect(policies).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "Stewardship" })).toBeNull();

    await user.click(ministries);
    expect(ministries).toHaveAttribute("aria-expanded", "true");
    expect(about).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on a click or tap outside", async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(burger());
    fireEvent.pointerDown(screen.getByText("Outside"));
    expect(burger()).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on Escape and returns focus to the burger", async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(burger());
    await user.keyboard("{Escape}");
    expect(burger()).toHaveAttribute("aria-expanded", "false");
    expect(burger()).toHaveFocus();
  });

  it("closes from its own close control, which leaves focus on the burger and the URL as it was", async () => {
    const user = userEvent.setup();
    renderMenu();
    const before = location.href;
    await user.click(burger());
    await user.click(screen.getByRole("link", { name: "Close menu" }));
    expect(burger()).toHaveAttribute("aria-expanded", "false");
    expect(burger()).toHaveFocus();
    expect(location.href).toBe(before);
  });

  it("keeps Tab and Shift+Tab inside the open menu, round its shown controls", async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(burger());
    const close = screen.getByRole("link", { name: "Close menu" });
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    // The last control shown: the last section's toggle, its links hidden.
    const toggles = screen.getAllByRole("button").filter((b) => b.closest("nav"));
    expect(toggles.at(-1)).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    expect(burger()).toHaveAttribute("aria-expanded", "true");
  });

  it("closes when focus moves to the page behind by other means than Tab", async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(burger());
    const outside = document.createElement("button");
    document.body.append(outside);
    outside.focus();
    expect(burger()).toHaveAttribute("aria-expanded", "false");
    outside.remove();
  });

  it("is forced closed when the window reaches 992 px", async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(burger());
    setViewportWidth(991);
    expect(burger()).toHaveAttribute("aria-expanded", "true");
    setViewportWidth(992);
    expect(burger()).toHaveAttribute("aria-expanded", "false");
  });

  it("is closed on the page the Back button restores, having been left by one of its links", async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(burger());
    window.dispatchEvent(new PageTransitionEvent("pagehide", { persisted: true }));
    expect(burger()).toHaveAttribute("aria-expanded", "false");
    expect(panel()).not.toHaveAttribute("data-open");
  });

  it("keeps open a menu the visitor opened by its link before the module ran", () => {
    history.replaceState(null, "", "/about_staff#site-menu");
    renderMenu();
    expect(burger()).toHaveAttribute("aria-expanded", "true");
    expect(panel()).toHaveAttribute("data-open");
    expect(location.hash).toBe("");
    expect(location.pathname).toBe("/about_staff");
  });
});
