// The bounds firestore.rules puts on what it stores, in one place: the forms' schemas use these
// values, and firestore.rules copies each one into a function named after it (maxMoney() is
// NUMBER_LIMITS.money, maxJobs() is PROJECT_LIMITS.jobs…). tests/unit/limits.test.ts reads the
// rules file and checks that every copy there still equals the value here.

/**
 * Upper bounds on stored numbers: far above any real value, and finite, so Infinity (which passes
 * every `>= 0` check) is refused by the rules and by the forms.
 */
export const NUMBER_LIMITS = {
  /** Prices and costs (spool price, printer costs, project costs, plan price), in the user's currency. */
  money: 1_000_000_000,
  /** Weights in grams (spool weights, low-spool thresholds, a job's grams). */
  grams: 1_000_000,
  /** A job's filament length in metres. */
  meters: 1_000_000,
  /** Temperatures in °C (spool, material, catalogue and job temperatures). */
  temperature: 500,
  /** Electricity rate per kWh. */
  electricityRate: 10_000,
  /** Material density in g/cm³. */
  density: 100,
  /** Filament diameter in mm. */
  diameter: 100,
  /** A printer's build volume side in mm. */
  buildVolume: 100_000,
  /** A printer's power consumption in watts. */
  watts: 1_000_000,
  /** Hours: a printer's replacement period, a job's print time. */
  hours: 1_000_000,
  /** Extruders on one printer. */
  extruders: 100,
  /** A plan's printer limit. */
  maxPrinters: 1_000_000,
  /** A catalogue filament's shrinkage, in %. */
  shrinkage: 100,
} as const;

/** The longest texts the rules store. */
export const TEXT_LIMITS = {
  /** Names of printers, spools, projects; a printer's model; colour names; locations. */
  name: 200,
  /** Brand and material names, plan names. */
  shortName: 100,
  /** Profile city, country and business name. */
  profileText: 200,
  /** Spool and catalogue notes. */
  notes: 2000,
  /** A project's description. */
  projectDescription: 5000,
  /** A print job's description and notes. */
  jobText: 2000,
  /** A print job file's name and description. */
  fileText: 500,
  /** Ids stored inside documents (job ids, printer and material ids of a project). */
  id: 200,
} as const;

/** What a project and a plan may hold. */
export const PROJECT_LIMITS = {
  /** Print jobs in one project (each position is checked by the rules). */
  jobs: 50,
  /** Files listed on one print job. */
  filesPerJob: 10,
  /** Printer ids and material ids on one project. */
  printers: 100,
  materials: 100,
} as const;

/** What a print run and a spool's ledger may hold (firestore.rules checks each). */
export const RUN_LIMITS = {
  /** Spools one run feeds from (multi-material), whatever the printer's extruder count. */
  spools: 4,
  /** Minutes one run may take (a year of printing). */
  minutes: 525_600,
  /** The free text of a failure, and the note of a ledger entry. */
  note: 500,
  /** Labels copied onto a run for the board (project name, job description, spool names). */
  label: 200,
} as const;

export const PLAN_LIMITS = {
  /** Feature lines of one plan. */
  features: 20,
  /** Characters of one feature line. */
  featureLength: 200,
} as const;

/** Said when a number is above what the rules store. */
export const tooLargeMessage = (max: number) => `Must be at most ${max.toLocaleString('en-US')}`;

/** Said when a text is longer than the rules store (the spec gives no message). */
export const tooLongMessage = (maxLength: number) =>
  `Must be at most ${maxLength.toLocaleString('en-US')} characters`;
