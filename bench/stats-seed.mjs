// The large stats history both stats benches seed (stats-load.mjs, leaderboard-read.mjs): see the
// comment at the top of stats-load.mjs for what it writes.
import { sql } from 'drizzle-orm';

/** The large history, in bulk statements (each idempotent enough for a fresh bench database). */
export async function seedLarge(db, { sosId, mdcat, candidates }) {
  const run = (statement) => db.execute(statement);
  // 1,000 more days of five videos in the main course.
  await run(sql`insert into course_days (sos_detail_id, sos_id, subject_id, group_name, group_position, day_position, day_name)
    select 900000 + d, ${sosId}, 1 + d % 4, 'Bench revision', 100, d, 'Revision day ' || d from generate_series(1, 1000) d`);
  await run(sql`insert into course_activities (sos_detail_id, position, activity_type, title, sos_detail_content_id)
    select 900000 + d, p, 1, 'Revision video ' || d || '.' || p, 500000 + d * 10 + p from generate_series(1, 1000) d, generate_series(1, 5) p`);
  // demo.candidate: every one of them completed, and 1,000 scored attempts of its own system tests.
  await run(sql`insert into activity_completions (candidate_sos_id, kind, item_id, user_id, completed_at)
    select ${mdcat}, 'content', 500000 + d * 10 + p, c.user_id, now() - ((d * 5 + p) || ' minutes')::interval
    from generate_series(1, 1000) d, generate_series(1, 5) p, (select user_id from candidate_courses where candidate_sos_id = ${mdcat}) c
    on conflict do nothing`);
  await run(sql`insert into tests (test_id, sos_id, subject_id, candidate_sos_id, test_source, test_type, name, difficulty, duration_minutes, is_flp)
    select 800000 + i, ${sosId}, 1 + i % 4, ${mdcat}, 2, 2, 'Bench practice test ' || i, 2, 30, false from generate_series(1, 1000) i`);
  await run(sql`insert into test_attempts (user_id, candidate_sos_id, test_id, started_at, deadline, submitted_at, finished_at, submitted_by, scored_at,
      correct_questions, wrong_questions, not_attempted, obtained_score, total_score, percentage, created_at)
    select c.user_id, ${mdcat}, 800000 + i, now() - (i || ' hours')::interval, now() - (i || ' hours')::interval + interval '30 minutes',
      now() - (i || ' hours')::interval + interval '20 minutes', now() - (i || ' hours')::interval + interval '20 minutes', 'candidate',
      now() - (i || ' hours')::interval + interval '20 minutes', i % 11, 10 - i % 11, 0, i % 11, 10, (i % 11) * 10,
      now() - (i || ' hours')::interval
    from generate_series(1, 1000) i, (select user_id from candidate_courses where candidate_sos_id = ${mdcat}) c`);
  // 5,000 classmates: accounts (no usable password), enrolments, 20 completions and 2 quiz attempts each.
  await run(sql`insert into users (id, user_name, user_name_key, email, email_key, full_name, password_hash, role, created_at)
    select md5('bench-' || g)::uuid, 'bench.' || g, 'bench.' || g, 'bench.' || g || '@portal.local', 'bench.' || g || '@portal.local',
      'Bench Candidate ' || g, '!', 'Candidate', now() from generate_series(1, ${candidates}) g`);
  await run(sql`insert into candidate_courses (candidate_sos_id, user_id, course_type, course)
    select 100000 + g, md5('bench-' || g)::uuid, 1, jsonb_set(c.course, '{CandidateSOSId}', to_jsonb(100000 + g))
    from generate_series(1, ${candidates}) g, (select course from candidate_courses where candidate_sos_id = ${mdcat}) c`);
  await run(sql`insert into activity_completions (candidate_sos_id, kind, item_id, user_id, completed_at)
    select 100000 + g, 'content', 500000 + (1 + (g * 7 + k) % 1000) * 10 + 1 + k % 5, md5('bench-' || g)::uuid, now() - ((g + k * 13) % 400 || ' hours')::interval
    from generate_series(1, ${candidates}) g, generate_series(1, 20) k on conflict do nothing`);
  await run(sql`insert into test_attempts (user_id, candidate_sos_id, test_id, started_at, deadline, submitted_at, finished_at, submitted_by, scored_at,
      correct_questions, wrong_questions, not_attempted, obtained_score, total_score, percentage, created_at)
    select md5('bench-' || g)::uuid, 100000 + g, q.test_id, now() - (g % 300 || ' hours')::interval, now(), now() - (g % 300 || ' hours')::interval,
      now() - (g % 300 || ' hours')::interval, 'candidate', now() - (g % 300 || ' hours')::interval, g % 9, 8 - g % 9, 0,
      g % 9, 8, (g % 9) * 12.5, now()
    from generate_series(1, ${candidates}) g,
      (select test_id from tests where sos_id = ${sosId} and test_source = 1 order by test_id limit 2) q`);
  await run(sql`analyze`);
}

