-- A walk-in's name is kept whole, as the party gave it ('Mr Visser'), in last_name (server/domain/staff-walk-in.ts).
-- Walk-ins seated before were split at the first space into a first name ('Mr') and the rest: join them again.
update reservations
   set last_name = btrim(first_name || ' ' || last_name),
       first_name = ''
 where channel = 'walk_in'
   and first_name <> '';
