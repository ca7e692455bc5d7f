// The large search corpus of bench/search-load.mjs: the demo course grown to 10,000 searchable
// content items, in bulk SQL (a fresh bench database, after the demo seed).
import { sql } from 'drizzle-orm';

/**
 * Study sentences the generated readings and video captions are built from (real MDCAT material:
 * biology, chemistry, physics, English), combined per item so every document differs.
 */
const sentences = [
  'Mitochondria release energy from glucose by aerobic respiration and store it as ATP.',
  'During mitosis the chromatids separate at anaphase and move towards opposite poles of the spindle.',
  'Enzymes lower the activation energy of a reaction; their activity falls outside the optimum temperature and pH.',
  'The nephron filters blood in the glomerulus and reabsorbs glucose in the proximal convoluted tubule.',
  'Photosynthesis fixes carbon dioxide in the Calvin cycle using ATP and NADPH from the light reactions.',
  'An ionic bond forms when electrons transfer from a metal to a non-metal, giving oppositely charged ions.',
  'Le Chatelier principle: a system at equilibrium shifts to oppose a change in concentration, pressure or temperature.',
  'The rate of a first order reaction is proportional to the concentration of one reactant.',
  'Alkanes undergo free radical substitution with halogens in ultraviolet light.',
  'A buffer solution resists changes in pH when small amounts of acid or base are added.',
  'Newton second law states that force equals the rate of change of momentum.',
  'In uniformly accelerated motion the displacement is s = ut + half a t squared.',
  'The work done on a body equals the change in its kinetic energy.',
  'Ohm law: the current through a conductor is proportional to the potential difference at constant temperature.',
  'Total internal reflection happens when light meets a boundary beyond the critical angle.',
  'Simple harmonic motion has an acceleration proportional to displacement and directed towards the mean position.',
  'A gerund is a verb form ending in -ing that works as a noun in a sentence.',
  'The passive voice puts the object of an action first: the sample was heated by the student.',
  'Haemoglobin carries oxygen as oxyhaemoglobin and releases it where the partial pressure is low.',
  'Genetic drift changes allele frequencies by chance, most strongly in small populations.',
];
const topics = ['Cell biology', 'Bioenergetics', 'Human physiology', 'Genetics', 'Chemical equilibrium', 'Organic chemistry', 'Reaction kinetics', 'Kinematics', 'Electricity', 'Optics', 'English grammar', 'Waves and oscillations'];

/** 2,000 more days of five items each (three readings, two videos with captions): 10,000 items, all completed (open) for `candidateSosId`. */
export async function seedSearchCorpus(db, { sosId, candidateSosId, days = 2000 }) {
  const run = (statement) => db.execute(statement);
  const sentenceArray = sql.raw(`array[${sentences.map((text) => `'${text.replace(/'/g, "''")}'`).join(', ')}]::text[]`);
  const topicArray = sql.raw(`array[${topics.map((text) => `'${text}'`).join(', ')}]::text[]`);
  await run(sql`insert into course_days (sos_detail_id, sos_id, subject_id, group_name, group_position, day_position, day_name)
    select 700000 + d, ${sosId}, 1 + d % 4, 'Search revision', 200, d, 'Search revision day ' || d from generate_series(1, ${days}) d`);
  // Readings (positions 1-3): a title, a description and an HTML body of four sentences.
  await run(sql`insert into course_contents (content_id, content_type, content_source, title, description, body)
    select 7000000 + d * 10 + p, 2, 1,
      (${topicArray})[1 + (d + p) % ${topics.length}] || ' reading ' || d || '.' || p,
      'Revision notes, part ' || p || ' of day ' || d,
      '<p>' || (${sentenceArray})[1 + (d * 3 + p) % ${sentences.length}] || '</p><p>' || (${sentenceArray})[1 + (d * 7 + p * 5) % ${sentences.length}] || ' '
        || (${sentenceArray})[1 + (d * 11 + p) % ${sentences.length}] || '</p><ul><li>' || (${sentenceArray})[1 + (d + p * 13) % ${sentences.length}] || '</li></ul>'
    from generate_series(1, ${days}) d, generate_series(1, 3) p`);
  // Videos (positions 4-5): a title and the captions' text as the description.
  await run(sql`insert into course_contents (content_id, content_type, content_source, title, description, external_url, duration_seconds)
    select 7000000 + d * 10 + p, 1, 2,
      (${topicArray})[1 + (d * 5 + p) % ${topics.length}] || ' lecture ' || d || '.' || p,
      (${sentenceArray})[1 + (d * 17 + p) % ${sentences.length}] || ' ' || (${sentenceArray})[1 + (d * 19 + p * 3) % ${sentences.length}],
      'https://www.youtube.com/watch?v=bench' || d || p, 600
    from generate_series(1, ${days}) d, generate_series(4, 5) p`);
  await run(sql`insert into course_activities (sos_detail_id, position, activity_type, title, sos_detail_content_id, content_id)
    select 700000 + d, p, case when p <= 3 then 2 else 1 end, c.title, 7000000 + d * 10 + p, c.content_id
    from generate_series(1, ${days}) d cross join generate_series(1, 5) p join course_contents c on c.content_id = 7000000 + d * 10 + p`);
  // demo.candidate has studied the whole course (every video and reading completed), so all of it is
  // open and searchable: the most a search has to look through.
  await run(sql`insert into activity_completions (candidate_sos_id, kind, item_id, user_id, completed_at)
    select ${candidateSosId}, 'content', a.sos_detail_content_id, e.user_id, now()
    from course_activities a join course_days d on d.sos_detail_id = a.sos_detail_id,
      (select user_id from candidate_courses where candidate_sos_id = ${candidateSosId}) e
    where d.sos_id = ${sosId} and a.sos_detail_content_id is not null
    on conflict do nothing`);
  await run(sql`analyze`);
}
