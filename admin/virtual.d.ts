declare module "virtual:editor-config" {
  const config: import("@sveltia/cms").CmsConfig;
  export default config;
}
