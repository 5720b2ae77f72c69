import type { ChurchDetails } from "#contract/church";
import type { ChurchForm } from "#contract/church-form";
import { editVersionOf } from "#contract/edit-versions";
import { areaByKey } from "#server/auth/areas";
import type { RestoreOutcome, RevisionLine, ShownRevision } from "#server/domain/authoring/revisions-and-trash";
import { defineDomain, type StaffDeps } from "#server/domain/define-domain";
import { planDemoRemoval, removeDemoContent, type DemoRemovalPlan } from "#server/domain/demo/removal";
import {
  churchRevision,
  churchRevisions,
  readChurchForEdit,
  restoreChurchRevision,
  saveChurch,
  type ChurchErrors,
} from "./church";
import { firstDaySteps, type FirstDayStep } from "./first-day";

export interface StaffChurch {
  /** The demo content left (those who keep the church's details: admins), as removing it would treat it; null when none is. */
  demoContent(): Promise<DemoRemovalPlan | null>;
  /** Removes the demo content, keeping what the church changed, with its activity row: what went, or null when none was left. */
  removeDemoContent(): Promise<DemoRemovalPlan | null>;
  /**
   * The church's details of /admin/church (admin: manageSettings) with the version their form is
   * opened at, and their save (`version`: the form's): every problem at once, or null.
   */
  churchDetails(): Promise<{ church: ChurchDetails; version: number }>;
  /** "Make this site yours" for admins (manageSettings), each step ticked by what is stored. */
  firstDaySteps(): Promise<FirstDayStep[]>;
  saveChurchDetails(form: ChurchForm, version: string): Promise<ChurchErrors | null>;
  /** The details' revisions, newest first; one with its fields as staff read them; Restore (itself a save). */
  churchRevisions(): Promise<RevisionLine<ChurchDetails>[]>;
  churchRevision(revisionId: number): Promise<ShownRevision<ChurchDetails> | null>;
  restoreChurchRevision(revisionId: number): Promise<RestoreOutcome>;
}

function staffChurch({ db, require }: StaffDeps): StaffChurch {
  return {
    async firstDaySteps() {
      require(areaByKey("church").permission);
      return firstDaySteps(db);
    },
    async churchDetails() {
      require("manageSettings");
      return readChurchForEdit(db);
    },
    churchRevisions: async () => churchRevisions(db, require("manageSettings")),
    churchRevision: async (revisionId) => churchRevision(db, require("manageSettings"), revisionId),
    restoreChurchRevision: async (revisionId) => restoreChurchRevision(db, require("manageSettings"), revisionId),
    async demoContent() {
      require(areaByKey("church").permission);
      return planDemoRemoval(db);
    },
    async removeDemoContent() {
      const admin = require(areaByKey("church").permission);
      return removeDemoContent(db, { staffId: admin.id, name: admin.name });
    },
    async saveChurchDetails(form, version) {
      const saved = await saveChurch(db, require("manageSettings"), form, editVersionOf(version));
      return saved.ok ? null : saved.errors;
    },
  };
}

/** The church's details (name, address, service times, logo...): every page reads them; admins keep them. */
export const churchDomain = defineDomain({
  name: "church",
  staff: staffChurch,
  areas: ["church"],
  versionedTables: ["church_details"],
});
