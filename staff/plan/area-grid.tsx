import type { ComponentChildren } from 'preact';
import { PLAN_COLUMNS, PLAN_ROWS, type PlanCell, type PlanTable } from '../../shared/staff/room-plan';

/** A pointer that moved this far (px) between down and up dragged; less is a tap. */
const DRAG_PX = 8;

interface AreaGridProps {
  areaId: string;
  /** The grid's name for a screen reader ('Terras: 12 columns by 8 rows'). */
  label: string;
  /** The area's tables that stand on a cell. */
  tables: readonly PlanTable[];
  /** One table as the screen draws it (a button). */
  drawTable: (table: PlanTable) => ComponentChildren;
  /** A tap on a free cell: the plan moves the selected table there. */
  onCell?: (cell: PlanCell) => void;
  /** A table dragged onto a cell of any area's grid. */
  onDrop?: (tableId: string, areaId: string, cell: PlanCell) => void;
  /** A class for the grid's frame. */
  className?: string;
  /** Draws only the rows and columns the tables stand in (the room), not the whole grid (the plan). */
  crop?: boolean;
}

/** The first and last column and row drawn: the whole grid, or just around the tables. */
function boundsOf(tables: readonly PlanTable[], crop: boolean) {
  const whole = { column: [0, PLAN_COLUMNS - 1], row: [0, PLAN_ROWS - 1] };
  if (!crop || tables.length === 0) return whole;
  const columns = tables.map((table) => table.column ?? 0);
  const rows = tables.map((table) => table.row ?? 0);
  return {
    column: [Math.min(...columns), Math.max(...columns)],
    row: [Math.min(...rows), Math.max(...rows)],
  };
}

/** The cell of an area's grid under a point, from any grid on the page. */
function cellAt(x: number, y: number): { areaId: string; cell: PlanCell } | null {
  const element = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-cell-column]');
  if (!element?.dataset.area) return null;
  return {
    areaId: element.dataset.area,
    cell: { column: Number(element.dataset.cellColumn), row: Number(element.dataset.cellRow) },
  };
}

/**
 * One area of the room drawn as its grid: the cells behind (a pointer's targets only; the keyboard moves tables with
 * the arrow keys, so the 96 cells are not 96 tab stops), the tables on their cells in a steady order (so a table
 * moved keeps its focus). A phone scrolls the grid sideways rather than shrink the cells below a finger's width.
 */
export function AreaGrid(props: AreaGridProps) {
  const { areaId, label, tables, drawTable, onCell, onDrop, className = '', crop = false } = props;
  const bounds = boundsOf(tables, crop);
  const [left, right] = bounds.column as [number, number];
  const [top, bottom] = bounds.row as [number, number];
  const cells = [];
  for (let row = top; row <= bottom; row += 1)
    for (let column = left; column <= right; column += 1)
      cells.push(
        <div
          key={`${column},${row}`}
          class="staff-plan-grid__cell"
          aria-hidden="true"
          data-area={areaId}
          data-cell-column={column}
          data-cell-row={row}
          style={{ gridColumn: column - left + 1, gridRow: row - top + 1 }}
          onClick={onCell ? () => onCell({ column, row }) : undefined}
        />,
      );
  const ordered = [...tables].sort((a, b) => (a.id < b.id ? -1 : 1));
  return (
    <div class={`staff-plan-grid__scroll ${className}`}>
      <div
        class="staff-plan-grid"
        role="group"
        aria-label={label}
        style={{ '--plan-columns': right - left + 1, '--plan-rows': bottom - top + 1 }}
      >
        {cells}
        {ordered.map((table) => (
          <div
            key={table.id}
            class="staff-plan-grid__table"
            style={{ gridColumn: (table.column ?? 0) - left + 1, gridRow: (table.row ?? 0) - top + 1 }}
            onPointerDown={
              onDrop
                ? (event) => {
                    const start = { x: event.clientX, y: event.clientY };
                    // The release is heard wherever the pointer is let go; a short one is a tap (the button's click).
                    const release = (up: PointerEvent) => {
                      window.removeEventListener('pointerup', release);
                      if (Math.hypot(up.clientX - start.x, up.clientY - start.y) < DRAG_PX) return;
                      const target = cellAt(up.clientX, up.clientY);
                      if (target) onDrop(table.id, target.areaId, target.cell);
                    };
                    window.addEventListener('pointerup', release);
                  }
                : undefined
            }
          >
            {drawTable(table)}
          </div>
        ))}
      </div>
    </div>
  );
}
