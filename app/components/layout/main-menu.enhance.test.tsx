import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { moduleRoot, renderStatic } from "../../test-setup";
import { MainMenu } from "./main-menu";
import { mainMenu } from "./main-menu.enhance";
import { testNavigation } from "./test-navigation";

const renderMenu = () => mainMenu(moduleRoot(renderStatic(<MainMenu sections={testNavigation} />), "main-menu"));

describe("the main menu's module", () => {
  it("is pre-rendered closed, every button saying so", () => {
    renderStatic(<MainMenu sections={testNavigation} />);
    for (const button of screen.getAllByRole("button")) expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("keeps open the submenu a press opened before it started, as the CSS showed it round the focus", () => {
    const root = moduleRoot(renderStatic(<MainMenu sections={testNavigation} />), "main-menu");
    const about = screen.getByRole("button", { name: "About Us" });
    about.focus();
    mainMenu(root);
    expect(about).toHaveAttribute("aria-expanded", "true");
    expect(document.getElementById(about.getAttribute("aria-controls")!)).toHaveAttribute("data-open");
    // The click of that press may come once the module is there: it keeps the submenu open; the next closes it.
    fireEvent.click(about);
    expect(about).toHaveAttribute("aria-expanded", "true");
    fireEvent.click(about);
    expect(about).toHaveAttribute("aria-expanded", "false");
  });

  it("opens a submenu on hover and closes it when the pointer leaves", async () => {
    renderMenu();
    const about = screen.getByRole("button", { name: "About Us" });
    expect(about).toHaveAttribute("aria-expanded", "false");
    fireEvent.pointerEnter(about.parentElement!, { pointerType: "mouse" });
    expect(about).toHaveAttribute("aria-expanded", "true");
    fireEvent.pointerLeave(about.parentElement!, { pointerType: "mouse" });
    await new Promise((r) => setTimeout(r, 250));
    expect(about).toHaveAttribute("aria-expanded", "false");
  });

  it("keeps a hover-opened submenu open on the click that follows, and closes it on the next", () => {
    renderMenu();
    const about = screen.getByRole("button", { name: "About Us" });
    fireEvent.pointerEnter(about.parentElement!, { pointerType: "mouse" });
    fireEvent.click(about);
    expect(about).toHaveAttribute("aria-expanded", "true");
    fireEvent.click(about);
    expect(about).toHaveAttribute("aria-expanded", "false");
  });

  it("opens by keyboard, keeps one submenu open, and closes on Escape with focus back on the button", async () => {
    const user = userEvent.setup();
    renderMenu();
    const about = screen.getByRole("button", { name: "About Us" });
    const ministries = screen.getByRole("button", { name: "Ministries" });
    about.focus();
    await user.keyboard("{Enter}");
    expect(about).toHaveAttribute("aria-expanded", "true");
    expect(document.getElementById(about.getAttribute("aria-controls")!)).toHaveAttribute("data-open");

    await user.click(ministries);
    expect(ministries).toHaveAttribute("aria-expanded", "true");
    expect(about).toHaveAttribute("aria-expanded", "false");

    await user.keyboard("{Escape}");
    expect(ministries).toHaveAttribute("aria-expanded", "false");
    expect(ministries).toHaveFocus();
  });

  it("moves into the submenu with ArrowDown", async () => {
    const user = userEvent.setup();
    renderMenu();
    screen.getByRole("button", { name: "About Us" }).focus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("link", { name: "Statement of Faith" })).toHaveFocus();
  });

  it("moves within an open submenu with Up, Down, Home and End, stopping at its ends", async () => {
    const user = userEvent.setup();
    renderMenu();
    screen.getByRole("button", { name: "About Us" }).focus();
    const link = (name: string) => screen.getByRole("link", { name });
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(link("Stewardship")).toHaveFocus();
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(link("Staff & Leadership")).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(link("Stewardship")).toHaveFocus();
    await user.keyboard("{Home}");
    expect(link("Statement of Faith")).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(link("Statement of Faith")).toHaveFocus();
    await user.keyboard("{End}");
    expect(link("Staff & Leadership")).toHaveFocus();
  });

  it("moves along the bar with Left, Right, Home and End, closing the submenu it leaves", async () => {
    const user = userEvent.setup();
    renderMenu();
    const about = screen.getByRole("button", { name: "About Us" });
    about.focus();
    await user.keyboard("{Enter}{ArrowRight}");
    expect(screen.getByRole("button", { name: "Ministries" })).toHaveFocus();
    expect(about).toHaveAttribute("aria-expanded", "false");
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("button", { name: "Ministries" })).toHaveFocus();
    await user.keyboard("{Home}");
    expect(screen.getByRole("link", { name: "Live Stream" })).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("link", { name: "Live Stream" })).toHaveFocus();
    await user.keyboard("{End}{ArrowLeft}");
    expect(about).toHaveFocus();
  });

  it("closes when focus leaves the submenu", async () => {
    const user = userEvent.setup();
    renderMenu();
    const about = screen.getByRole("button", { name: "About Us" });
    await user.click(about);
    await user.click(screen.getByRole("button", { name: "Ministries" }));
    await user.tab();
    expect(about).toHaveAttribute("aria-expanded", "false");
  });

  it("is closed on the page the Back button restores, having been left by one of its links", async () => {
    const user = userEvent.setup();
    renderMenu();
    const about = screen.getByRole("button", { name: "About Us" });
    await user.click(about);
    window.dispatchEvent(new PageTransitionEvent("pagehide", { persisted: true }));
    expect(about).toHaveAttribute("aria-expanded", "false");
  });
});
