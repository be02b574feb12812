interface ImportMetaEnv {
  /** `owner/name` of the GitHub repository the editor commits to (scripts/editor/build.mjs). */
  readonly EDITOR_REPOSITORY: string;
  /** The branch it commits to. */
  readonly EDITOR_BRANCH: string;
  /** The installed @sveltia/cms version, for messages about what it changed (src/admin/react.ts). */
  readonly SVELTIA_VERSION: string;
}
