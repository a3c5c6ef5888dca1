declare module "virtual:editor-config" {
  const config: import("@sveltia/cms").CmsConfig;
  export default config;
}
declare module "virtual:editor-publish" {
  /** The address a change to each collection is seen at, and the build stamp's (scripts/build-admin.ts). */
  const publish: { pages: Record<string, string>; stamp: string };
  export default publish;
}
