// Runs the triage over a labelled file and prints the red flags it misses and the false alarms it raises:
//   npx tsx tools/coach/triage-file.ts FILE  (training and probe files only, never a held-out set)
import { readFileSync } from 'node:fs';
import { parseLabelled } from './data';
import { escalationMeets, triage } from '../../src/server/modules/coach';

const set = parseLabelled(readFileSync(process.argv[2], 'utf8'));
let flags = 0;
let caught = 0;
let alarms = 0;
for (const t of set) {
  const r = triage({ history: t.history.map((content) => ({ role: 'user' as const, content })), message: t.message });
  const line = `${t.history.join(' >> ')}${t.history.length ? ' >> ' : ''}${t.message}`;
  if (t.urgency) {
    flags += 1;
    const ok = escalationMeets(t.urgency, r);
    if (ok) caught += 1;
    else console.log(`MISSED ${t.urgency} (got ${r ? `${r.urgency} ${r.reasons}` : 'calm'}) | ${line}`);
  } else if (r) {
    alarms += 1;
    console.log(`ALARM ${r.urgency} ${r.reasons} | ${line}`);
  }
}
console.log(`${caught}/${flags} red flags caught, ${alarms} false alarms of ${set.length - flags}`);
