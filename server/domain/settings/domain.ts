import { defineDomain } from "#server/domain/define-domain";

/** Site settings (the comment blocklist, the digest's time...): read by the domains that own each one. */
export const settingsDomain = defineDomain({
  name: "settings",
  areas: ["settings"],
  permissions: ["manageSettings"],
  versionedTables: ["settings"],
});
