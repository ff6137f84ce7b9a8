export const reportStyles = `
body{font:14px/1.4 system-ui,sans-serif;margin:0;background:#f6f7f9;color:#1d2330}
header{padding:16px 24px;background:#fff;border-bottom:1px solid #dde1e8}
h1{margin:0 0 4px;font-size:20px}
.totals span{font-weight:600;margin-right:6px}.totals span.machine{font-weight:normal;margin:0}.ok{color:#17803d}.ko{color:#c62828}
.breaks{color:#8a5a00}.since span{font-weight:600}
.running{color:#0b3d91;background:#e8f0fe;border-left:4px solid #1a73e8;padding:6px 10px;margin:6px 0}
.stopped{color:#5f4300;background:#fff3cd;border-left:4px solid #e0a100;padding:6px 10px;margin:6px 0}.not-run{color:#5b6270}
main{padding:16px 24px}
table.grid{border-collapse:separate;border-spacing:4px}
.grid th{font-size:12px;text-align:left;white-space:nowrap;padding:2px 6px}
.grid thead th{position:sticky;top:0;background:#f6f7f9;z-index:1}
.grid tbody th{position:sticky;left:0;background:#f6f7f9;z-index:1}.grid thead th:first-child{left:0;z-index:2}
.cell{width:132px;vertical-align:top;border:3px solid #ccc;border-radius:6px;background:#fff;padding:2px}
.cell img{width:126px;height:80px;object-fit:cover;display:block;border-radius:3px}
.cell .status{font-size:11px;padding:2px}
.cell.passed,.cell.flaky{border-color:#2e9d55}.cell.failed,.cell.not-run{border-color:#d93025;background:#fdecea}
.cell.skipped,.cell.not-run-stopped{border-color:#aaa}.cell.not-run-stopped{background:#eef0f3;border-style:dashed}.cell.absent{border:none;background:none}
.noshot{width:126px;height:80px;display:flex;align-items:center;justify-content:center;text-align:center;overflow:hidden;color:#888;font-size:11px}
.only-failures tr.all-passed{display:none}
.cell.changed{border-color:#e0a100;background:#fff8e1}.changed{color:#8a5a00}
.new-badge{font-size:10px;color:#fff;background:#c62828;border-radius:3px;padding:0 4px}.cell.changed .new-badge{background:#8a5a00}.cell.new{box-shadow:0 0 0 2px #1d2330}
.visual-change{background:#fff;border-left:4px solid #e0a100;padding:8px 16px;margin:12px 0}
.shot-row{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start}.shot-row p{flex-basis:100%;margin:4px 0}
.shot-row figure{margin:0;width:min(32%,480px)}.shot-row figcaption{font-size:12px;color:#555}
.shot{position:relative;display:block}.shot img{width:100%;display:block;border:1px solid #ddd}
.changed-area{position:absolute;outline:3px solid #e000e0;outline-offset:2px;pointer-events:none}
table.history{border-collapse:collapse;font-size:12px;background:#fff}.history th,.history td{border:1px solid #e3e6ea;padding:2px 6px;text-align:center}
.history tbody th{text-align:left;font-weight:normal;white-space:nowrap}.h-passed{color:#17803d}.h-failed,.h-not-run{color:#c62828;background:#fdecea}.h-flaky{color:#8a5a00;background:#fff3cd}.h-changed{color:#8a5a00;background:#fff8e1}
.history .builds td{font-size:10px;color:#5b6270}.history .builds td.new-build{color:#1d2330;font-weight:600;background:#e8f0fe}
.approve-command{background:#1d2330;color:#fff;padding:8px 12px;border-radius:4px;user-select:all;white-space:pre-wrap}
.failure{background:#fff;border-left:4px solid #d93025;padding:8px 16px;margin:12px 0}
.failure pre{white-space:pre-wrap;font-size:12px;background:#fafafa;padding:8px;max-height:320px;overflow:auto}
.shot-pair{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start}.shot-pair figure{margin:0;flex:1 1 320px;max-width:640px}
.shot-pair figcaption{font-size:12px;color:#555}.failure img{max-width:100%;border:1px solid #ddd}
`
