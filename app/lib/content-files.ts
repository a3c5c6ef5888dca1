import { z } from "zod";
import { documents } from "../../content/documents.ts";
import { fallPage } from "../../content/fall.ts";
import { home } from "../../content/home.ts";
import { ministries } from "../../content/ministries.ts";
import { navigation } from "../../content/navigation.ts";
import { pages } from "../../content/pages.ts";
import { livestreamSchema, membershipSchema, readingListSchema } from "../../content/schema/attendees.ts";
import { careGroupsSchema } from "../../content/schema/care-group.ts";
import { readingPlanSchema } from "../../content/schema/reading-plan.ts";
import { conferenceSchema } from "../../content/schema/conference.ts";
import { distinctiveSchema } from "../../content/schema/distinctive.ts";
import { documentSchema } from "../../content/schema/document.ts";
import { educationPlanSchema } from "../../content/schema/education-plan.ts";
import { fallPageSchema } from "../../content/schema/fall.ts";
import { historyItemSchema } from "../../content/schema/history.ts";
import { homeSchema } from "../../content/schema/home.ts";
import { ministriesSchema } from "../../content/schema/ministry.ts";
import { navigationSchema } from "../../content/schema/navigation.ts";
import { pagesSchema } from "../../content/schema/page.ts";
import { siteConfigSchema } from "../../content/schema/site-config.ts";
import { staffSectionSchema } from "../../content/schema/staff.ts";
import { siteConfig } from "../../content/site-config.ts";
import { folderContent, groupedFolderContent, withField, yamlFileContent } from "../site/yaml-content.server.ts";

/** Every content file or folder with the schema it must satisfy. */
export const contentFiles = {
  siteConfig: { file: "content/site-config.ts", schema: siteConfigSchema, data: siteConfig },
  navigation: { file: "content/navigation.ts", schema: navigationSchema, data: navigation },
  home: { file: "content/home.ts", schema: homeSchema, data: home },
  pages: { file: "content/pages.ts", schema: pagesSchema, data: pages },
  // Each group of the directory a file of content/staff-groups/, each person a file of content/staff/.
  staffSections: groupedFolderContent(
    {
      groups: { folder: "content/staff-groups", order: { by: "order", unique: true }, listField: "staff" },
      entries: { folder: "content/staff", order: { by: "order", unique: true }, groupField: "group" },
    },
    z.array(staffSectionSchema).min(1),
  ),
  // Folders of YAML files, one entry a file, in the order of a field of theirs.
  history: folderContent("content/history", { by: "year" }, z.array(historyItemSchema).min(1)),
  distinctives: folderContent("content/distinctives", { by: "order", unique: true }, z.array(distinctiveSchema)),
  documents: { file: "content/documents.ts", schema: z.array(documentSchema), data: documents },
  ministries: { file: "content/ministries.ts", schema: ministriesSchema, data: ministries },
  careGroups: withField(
    yamlFileContent("content/care-groups.yaml", careGroupsSchema),
    "groups",
    folderContent("content/care-groups", { by: "order", unique: true }, careGroupsSchema.shape.groups),
  ),
  educationPlan: yamlFileContent("content/education-plan.yaml", educationPlanSchema),
  livestream: yamlFileContent("content/livestream.yaml", livestreamSchema),
  membership: yamlFileContent("content/membership.yaml", membershipSchema),
  // The position statements in one file; each book a file under a topic of content/reading-topics/.
  readingList: withField(
    yamlFileContent("content/reading-list.yaml", readingListSchema),
    "topics",
    groupedFolderContent(
      {
        groups: { folder: "content/reading-topics", order: { by: "order", unique: true }, listField: "books" },
        entries: { folder: "content/books", order: { by: "order", unique: true }, groupField: "topic" },
      },
      readingListSchema.shape.topics,
    ),
  ),
  // The programme in one file; each speaker and each session a file of its own folder.
  conference: withField(
    withField(
      yamlFileContent("content/conference.yaml", conferenceSchema),
      "speakers",
      folderContent("content/conference-speakers", { by: "order", unique: true }, conferenceSchema.shape.speakers),
    ),
    "sessions",
    folderContent("content/conference-sessions", { by: ["date", "start"] }, conferenceSchema.shape.sessions),
  ),
  readingPlan: yamlFileContent("content/reading-plan.yaml", readingPlanSchema),
  fallPage: { file: "content/fall.ts", schema: fallPageSchema, data: fallPage },
};
