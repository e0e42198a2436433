"use client";
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useTranslations } from "next-intl";
import { CloseIcon, GridIcon } from "@/components/ui/icons";

/** What a thumbnail shows: its id in the list and a picture to draw (an object URL or a placeholder). */
export interface PhotoThumb {
  id: string;
  previewUrl: string;
}

/** Moves the dragged photo to where it was dropped, in whichever list the caller keeps. */
export type PhotoMove = <P extends { id: string }>(list: P[]) => P[];

/**
 * The sortable photo grid of the wizard and the edit screen: drag by mouse, touch (after a short
 * hold) or keyboard; the caller applies each move to its own list and confirms deletes.
 */
export function SortablePhotoGrid<P extends PhotoThumb>({
  photos,
  onMove,
  onDelete,
}: {
  photos: P[];
  onMove: (move: PhotoMove) => void;
  onDelete: (photo: P) => void;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const t = useTranslations("createAdWizard.photos");
  // What a screen reader hears while a photo moves, by its position (dnd-kit's default is English ids).
  const position = (id: UniqueIdentifier | undefined) => photos.findIndex((p) => p.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t("dragStart", { n: position(active.id) }),
    // over its own place (as every drag begins) the "picked up" message stays
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id
        ? t("dragOver", { n: position(active.id), to: position(over.id) })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t("dragEnd", { n: position(active.id), to: position(over.id) })
        : t("dragCancel", { n: position(active.id) }),
    onDragCancel: ({ active }) => t("dragCancel", { n: position(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove((list) => {
      const from = list.findIndex((p) => p.id === active.id);
      const to = list.findIndex((p) => p.id === over.id);
      return arrayMove(list, from, to);
    });
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t("dragInstructions") },
      }}
    >
      <SortableContext items={photos.map((p) => p.id)} strategy={rectSortingStrategy}>
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-5">
          {photos.map((photo, i) => (
            <SortablePhoto
              key={photo.id}
              photo={photo}
              index={i}
              onDelete={() => onDelete(photo)}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

/** One thumbnail of the photo grid: a drag handle (mouse, touch, keyboard) and a delete button. */
function SortablePhoto({
  photo,
  index,
  onDelete,
}: {
  photo: PhotoThumb;
  index: number;
  onDelete: () => void;
}) {
  const t = useTranslations("createAdWizard.photos");
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: photo.id,
  });
  const n = index + 1;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`relative aspect-[4/3] overflow-hidden rounded-lg border border-slate-200 bg-slate-100 ${isDragging ? "ring-primary-500 z-10 shadow-lg ring-2" : ""}`}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- a local object URL, not optimisable */}
      <img src={photo.previewUrl} alt={t("photo", { n })} className="size-full object-cover" />
      <button
        type="button"
        {...attributes}
        {...listeners}
        aria-label={t("drag", { n })}
        className="focus-visible:outline-primary-600 absolute bottom-1 left-1 grid size-9 cursor-grab touch-none place-items-center rounded-md bg-white/90 text-slate-700 shadow focus-visible:outline-3 active:cursor-grabbing"
      >
        <GridIcon className="size-5" />
      </button>
      {index === 0 && (
        <span className="bg-primary-600 pointer-events-none absolute top-1 left-1 rounded px-1.5 py-0.5 text-xs font-semibold text-white">
          {t("main")}
        </span>
      )}
      <button
        type="button"
        onClick={onDelete}
        aria-label={t("delete", { n })}
        className="absolute top-1 right-1 grid size-8 place-items-center rounded-full bg-white/90 text-slate-700 shadow hover:bg-red-50 hover:text-red-700"
      >
        <CloseIcon className="size-4" />
      </button>
    </li>
  );
}
