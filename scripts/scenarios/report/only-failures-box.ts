/**
 * Where the report header's filter starts: the report page writes it, and a page moved into
 * previous/ gets its older-run note before it (previous-report.ts).
 */
export const onlyFailuresBox = '<label><input type="checkbox" id="only-failures">'
