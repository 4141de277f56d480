import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every requirement a comment cites resolves inside the repository: the ids are defined in
 * docs/requirements.md (`- **ACCOUNT-4** ...`), and no comment cites the specification's two
 * documents (the site shell's, the video service's) by section: they are not in the repository.
 * A section sign is left only for public standards, in a file that names its RFC.
 */
const ROOTS = ['core', 'adapters', 'ui', 'app', 'protocol', 'stand-in', 'test', 'scripts', '.storybook'];
const SKIP = new Set(['node_modules', 'dist', 'media', 'storybook-static', 'test-results']);
const SOURCE = /\.(ts|tsx|js|mjs|css|html|md)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

const requirements = readFileSync('docs/requirements.md', 'utf8');
const defined = new Set([...requirements.matchAll(/^- \*\*([A-Z]+-\d+)\*\*/gm)].map((m) => m[1]!));
const areas = new Set([...defined].map((id) => id.replace(/-\d+$/, '')));

// the documents by name and section; this file spells them in pieces so it does not cite them itself
const DOCUMENTS = new RegExp(`\\b(${['site', 'shell'].join('-')}|${['video', 'audio'].join('-')})\\b[^\\n]{0,40}§`);
const BARE_SECTION = /§\s*\d/;
const CITED_ID = /\b([A-Z]{2,12})-(\d{1,3})\b/g;

interface Finding {
  readonly where: string;
  readonly problem: string;
}

function citationProblems(path: string, text: string): Finding[] {
  const findings: Finding[] = [];
  const namesAnRfc = /\bRFC \d+/.test(text);
  text.split('\n').forEach((line, i) => {
    const where = `${path}:${i + 1}`;
    if (DOCUMENTS.test(line)) findings.push({ where, problem: 'cites the specification by section: cite its id' });
    else if (BARE_SECTION.test(line) && !namesAnRfc)
      findings.push({ where, problem: 'cites a section of a document that is not in the repository' });
    for (const [id, area] of line.matchAll(CITED_ID)) {
      if (areas.has(area!) && !defined.has(id))
        findings.push({ where, problem: `${id} is not in docs/requirements.md` });
    }
  });
  return findings;
}

describe('requirement citations (docs/requirements.md)', () => {
  it('defines its ids once each, in areas', () => {
    const ids = [...requirements.matchAll(/^- \*\*([A-Z]+-\d+)\*\*/gm)].map((m) => m[1]!);
    expect(ids.length).toBeGreaterThan(100);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('finds what it is for (a stale citation, an unknown id, a bare section) and lets ids and RFCs through', () => {
    const stale = `// the panels (${['site', 'shell'].join('-')} §4)`;
    expect(citationProblems('a.ts', stale)).toHaveLength(1);
    expect(citationProblems('a.ts', '// the panels (PANEL-99)')).toEqual([
      { where: 'a.ts:1', problem: 'PANEL-99 is not in docs/requirements.md' },
    ]);
    expect(citationProblems('a.ts', '// as the brief says (§3)')).toHaveLength(1);
    expect(citationProblems('a.ts', '// the panels (PANEL-1, PANEL-2); UTF-8, SHA-256')).toEqual([]);
    expect(citationProblems('a.ts', '// weak comparison (RFC 9110 §13.1.2)')).toEqual([]);
  });

  it('every comment and document in the tree cites ids docs/requirements.md defines, and never the documents by section', () => {
    const findings = [...ROOTS.flatMap((root) => sourceFiles(root)), 'README.md', 'docs']
      .flatMap((path) => (path === 'docs' ? sourceFiles(path) : [path]))
      .filter((path) => !path.endsWith('requirement-citations.test.ts') && path !== join('docs', 'requirements.md'))
      .flatMap((path) => citationProblems(path, readFileSync(path, 'utf8')));
    expect(findings.map((f) => `${f.where}: ${f.problem}`)).toEqual([]);
  });
});
