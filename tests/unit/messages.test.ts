/** @jest-environment node */
// Every message key exists in cs (the source), en and ru with the same ICU arguments, and every
// key is used somewhere in the code.
import fs from "node:fs";
import path from "node:path";
import cs from "@/messages/cs.json";
import en from "@/messages/en.json";
import ru from "@/messages/ru.json";

type Tree = { [k: string]: string | Tree };

/**
 * Keys read through a computed name (t(`enums.fuel.${x}`), t(section), t(`${page}.title`)).
 * Every key under these prefixes counts as used; keep the list short and specific.
 */
const DYNAMIC_PREFIXES = [
  "enums", // enum labels: t(`fuel.${value}`)
  "languages", // language switch: t(locale)
  "shell.sections", // mobile section name: t(sectionOf(pathname))
  "static", // static page metadata: t(`${page}.title`)
  "contact.errors", // form errors: t(`errors.${zodMessageKey}`)
  "compare.row", // the comparison's derived rows: t(`row.${rowKey}`)
  "emails.digest.frequency", // the digest's schedule: t(`emails.digest.frequency.${frequency}`)
  "createAdWizard.steps", // the wizard's step names: t(`steps.${step}`)
  "createAdWizard.stats", // the create page's figures: t(`stats.${key}`)
  "createAdWizard.specs.driveOptions", // t(`driveOptions.${drive}`)
  "createAdWizard.specs.powerUnits", // t(`powerUnits.${unit}`)
  "createAdWizard.errors", // publish errors by the key components/create-ad/state/publish-errors.ts chose
  "editAd.param", // the edit screen's parameter rows: t(`param.${key}`)
  "landing.facets", // a facet's name: t(`facets.${slug}`) (lib/search/facets.ts)
  "landing.facetsAll", // a facet's title across makes: t(`facetsAll.${slug}`)
  "landing.links", // the facet links' groups: t(`links.${group}`)
];

/**
 * Keys the foundation added for features still being built by other branches. The test fails
 * once one of them is used (remove it here then) or removed, so this list can only shrink.
 */
const PENDING = ["time.justNow"];

const ROOT = path.resolve(__dirname, "../..");
const SOURCE_DIRS = ["app", "components", "lib", "i18n"];
const SOURCE_FILES = ["proxy.ts", "instrumentation.ts", "instrumentation-client.ts"];

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === "string") out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

/** ICU argument names of a message ("{count, plural, …}" → count). */
const argsOf = (message: string) =>
  [...new Set([...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((m) => m[1]))].sort();

function sourceFiles(): string[] {
  const files: string[] = SOURCE_FILES.map((f) => path.join(ROOT, f)).filter((f) =>
    fs.existsSync(f),
  );
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
        files.push(full);
    }
  };
  for (const d of SOURCE_DIRS) if (fs.existsSync(path.join(ROOT, d))) walk(path.join(ROOT, d));
  return files;
}

/** Every string literal and every static piece of a template literal in the code. */
function codeLiterals(): Set<string> {
  const literals = new Set<string>();
  // Two passes, so quotes inside `${…}` of a template literal are seen too.
  const quoted = /"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'/g;
  const template = /`((?:[^`\\]|\\.)*)`/g;
  for (const file of sourceFiles()) {
    const text = fs.readFileSync(file, "utf8");
    for (const m of text.matchAll(quoted)) literals.add(m[1] ?? m[2] ?? "");
    for (const m of text.matchAll(template)) {
      for (const piece of m[1].split(/\$\{[^}]*\}/)) literals.add(piece);
    }
  }
  return literals;
}

const source = flatten(cs as Tree);

describe.each([
  ["en", en],
  ["ru", ru],
])("%s.json", (_lang, messages) => {
  const other = flatten(messages as Tree);
  test("has every key of cs.json and no other", () => {
    expect([...source.keys()].filter((k) => !other.has(k))).toEqual([]);
    expect([...other.keys()].filter((k) => !source.has(k))).toEqual([]);
  });
  test("uses the same ICU arguments as cs.json, and no message is empty", () => {
    const mismatched = [...source].filter(
      ([k, v]) => other.has(k) && argsOf(v).join() !== argsOf(other.get(k)!).join(),
    );
    expect(mismatched.map(([k]) => k)).toEqual([]);
    expect([...other].filter(([, v]) => !v.trim()).map(([k]) => k)).toEqual([]);
  });
});

test("every key of cs.json is used in the code", () => {
  const literals = codeLiterals();
  const used = (key: string) => {
    if (DYNAMIC_PREFIXES.some((p) => key === p || key.startsWith(`${p}.`))) return true;
    if (literals.has(key)) return true;
    const parts = key.split(".");
    // A namespace (useTranslations("contact")) plus the rest of the key (t("errors.required")).
    for (let i = 1; i < parts.length; i++) {
      if (literals.has(parts.slice(0, i).join(".")) && literals.has(parts.slice(i).join(".")))
        return true;
    }
    return false;
  };
  expect([...source.keys()].filter((k) => !used(k) && !PENDING.includes(k))).toEqual([]);
  expect(PENDING.filter((k) => !source.has(k) || used(k))).toEqual([]);
});

test("the dynamic prefixes still exist (a renamed namespace must not keep hiding keys)", () => {
  for (const prefix of DYNAMIC_PREFIXES) {
    expect([...source.keys()].some((k) => k.startsWith(`${prefix}.`))).toBe(true);
  }
});
