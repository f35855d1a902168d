-- The restaurant page's own texts in Dutch too (issue 12, point 13): parking and experiences were English only.
-- Empty means "no Dutch text yet": the API then answers the English one for Dutch guests as well.
alter table sites add column parking_nl text not null default '';
alter table sites add column experiences_nl jsonb not null default '[]';
