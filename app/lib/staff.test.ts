import { describe, expect, it } from "vitest";
import type { StaffSection } from "../../content/schema/staff";
import { biographyPhoto, emailLink, hasRecordings, placeholderPhoto, staffDirectory, staffLink } from "./staff";

const office = "office@example.org";
const base = { firstName: "Ann", lastName: "Lee", title: "Elder" };

describe("staffLink", () => {
  it("leads to the biography page of a person with an about section", () => {
    const person = { ...base, email: "ann@example.org", about: { url: "alee", imgSrc: "/a.svg", bio: ["Hi."] } };
    expect(staffLink(person, office)).toEqual({
      kind: "profile",
      href: "/about_alee",
      action: "Read biography",
      subject: "of Ann Lee",
    });
  });

  it("otherwise writes to the person's own e-mail", () => {
    expect(staffLink({ ...base, email: "ann@example.org" }, office)).toEqual({
      kind: "email",
      href: "mailto:ann@example.org",
      action: "Email",
      subject: "Ann Lee",
      toOffice: false,
    });
  });

  it("falls back to the office e-mail, naming the person in the subject", () => {
    expect(staffLink(base, office)).toEqual({
      kind: "email",
      href: "mailto:office@example.org?subject=For%20Ann%20Lee",
      action: "Email the office",
      subject: "for Ann Lee",
      toOffice: true,
    });
  });
});

describe("emailLink", () => {
  it("writes to the person even when they have a biography page", () => {
    const person = { ...base, email: "ann@example.org", about: { url: "alee", imgSrc: "/a.svg", bio: ["Hi."] } };
    expect(emailLink(person, office).href).toBe("mailto:ann@example.org");
    expect(emailLink({ ...person, email: undefined }, office).href).toBe(
      "mailto:office@example.org?subject=For%20Ann%20Lee",
    );
  });
});

describe("staffDirectory", () => {
  const sections: StaffSection[] = [
    {
      title: { prefix: "Our", suffix: "Elders" },
      description: "They shepherd.",
      staff: [
        { ...base, imgSrc: "/staff/ann.svg" },
        { firstName: "Bo", lastName: "Kim", title: "Elder" },
      ],
    },
    {
      title: { prefix: "Children's", suffix: "Ministry" },
      staff: [{ firstName: "Cy", lastName: "Oh", title: "Aide" }],
    },
  ];

  it("keeps the groups and people in content order, with headings and ids", () => {
    const groups = staffDirectory(sections, office);
    expect(groups.map((g) => [g.id, g.prefix, g.suffix, g.description])).toEqual([
      ["our-elders", "Our", "Elders", "They shepherd."],
      ["childrens-ministry", "Children's", "Ministry", undefined],
    ]);
    expect(groups.flatMap((g) => g.people.map((p) => `${p.name}, ${p.title}`))).toEqual([
      "Ann Lee, Elder",
      "Bo Kim, Elder",
      "Cy Oh, Aide",
    ]);
  });

  it("uses the placeholder photo for anyone without one", () => {
    const [ann, bo] = staffDirectory(sections, office)[0]!.people;
    expect(ann).toMatchObject({ photo: "/staff/ann.svg", hasOwnPhoto: true });
    expect(bo).toMatchObject({ photo: placeholderPhoto, hasOwnPhoto: false });
  });
});

describe("biographyPhoto", () => {
  const about = { url: "alee", bio: ["Hi."] };
  it("is the biography's own photo, else the directory's, else the placeholder", () => {
    expect(
      biographyPhoto({ ...base, imgSrc: "/staff/ann.jpg", about: { ...about, imgSrc: "/staff/ann-large.jpg" } }),
    ).toBe("/staff/ann-large.jpg");
    expect(biographyPhoto({ ...base, imgSrc: "/staff/ann.jpg", about })).toBe("/staff/ann.jpg");
    expect(biographyPhoto({ ...base, about })).toBe(placeholderPhoto);
  });
});

describe("hasRecordings", () => {
  const about = { url: "alee", bio: ["Hi."] };
  it("is true of a preacher in the feed, or of a biography that names its recordings on the host", () => {
    expect(hasRecordings(about, 3)).toBe(true);
    expect(hasRecordings({ ...about, sermonSpeaker: "Annie Lee" }, 0)).toBe(true);
    expect(hasRecordings({ ...about, recordings: "Classes and talks" }, 0)).toBe(true);
  });

  it("is false of someone who neither preaches in the feed nor is named on the host", () => {
    expect(hasRecordings(about, 0)).toBe(false);
  });
});
