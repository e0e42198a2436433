// Side-view geometry of the 13 canonical body types, in centimetres.
// x runs from the rear bumper (0) to the front bumper (length); y is height above the ground.
// Pure data, client-safe.
import type { BodyType } from "@/lib/enums";
import type { Vertex } from "./svg-util";

export type Polyline = readonly (readonly [number, number])[];

/** A body-coloured bar across the glass (B/C pillar): x at the beltline, x at the roof, width. */
export interface Pillar {
  bottom: number;
  top: number;
  width: number;
}

export interface Box {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

export type Extra =
  "roofRails" | "spareWheel" | "openTop" | "bed" | "cladding" | "slidingRail" | "vanRear";

export interface CarShape {
  length: number;
  /** Highest point of the drawing (roof, rails), for fitting. */
  height: number;
  wheelR: number;
  /** Axle x positions: rear, front. */
  axles: readonly [number, number];
  outline: readonly Vertex[];
  /** Side glass areas (each drawn with a dark frame). */
  glass: readonly (readonly Vertex[])[];
  pillars: readonly Pillar[];
  /** Door seams (drawn as thin lines, clipped to the body). */
  seams: readonly Polyline[];
  handles: readonly (readonly [number, number])[];
  headlight: Box;
  taillight: Box;
  mirror: readonly [number, number];
  /** Height of the shoulder crease. */
  crease: number;
  /** Bottom of the body between the wheels. */
  sill: number;
  extras: readonly Extra[];
}

// prettier-ignore
const HATCH_OUTLINE: Vertex[] = [
  [6, 26, 6], [0, 44, 8], [2, 90, 10], [16, 126, 12], [42, 145, 22], [222, 147, 40],
  [298, 99, 8], [392, 86, 26], [420, 60, 12], [418, 28, 8], [404, 22, 4], [16, 22, 4],
];

// prettier-ignore
const SALOON_FRONT: Vertex[] = [[334, 100, 8], [440, 88, 30], [470, 62, 12], [467, 28, 8], [452, 22, 4], [18, 22, 4]];

// prettier-ignore
const SHAPES: Record<BodyType, CarShape> = {
  COUPE: {
    length: 450, height: 133, wheelR: 33, axles: [92, 362],
    outline: [
      [6, 28, 6], [0, 50, 8], [2, 94, 10], [20, 101, 10], [78, 108, 14], [168, 131, 40], [232, 133, 30],
      [306, 98, 6], [420, 86, 30], [450, 60, 12], [447, 30, 8], [432, 22, 4], [18, 22, 4],
    ],
    glass: [[[100, 104, 3], [170, 126, 18], [228, 127, 10], [294, 100, 3]]],
    pillars: [{ bottom: 138, top: 156, width: 7 }],
    seams: [[[308, 98], [310, 24]], [[146, 104], [150, 60], [144, 24]]],
    handles: [[172, 88]],
    headlight: { x0: 404, x1: 455, y0: 70, y1: 84 },
    taillight: { x0: -2, x1: 24, y0: 80, y1: 98 },
    mirror: [296, 100], crease: 84, sill: 22, extras: [],
  },
  SEDAN_SALOON: {
    length: 470, height: 147, wheelR: 32, axles: [100, 382],
    outline: [[6, 26, 6], [0, 48, 8], [2, 96, 8], [12, 106, 8], [98, 110, 10], [170, 145, 30], [262, 147, 34], ...SALOON_FRONT],
    glass: [[[118, 107, 3], [172, 139, 12], [258, 141, 10], [324, 102, 3]]],
    pillars: [{ bottom: 222, top: 218, width: 9 }],
    seams: [[[336, 100], [338, 24]], [[222, 104], [222, 24]], [[120, 106], [136, 64], [138, 24]]],
    handles: [[305, 89], [196, 91]],
    headlight: { x0: 425, x1: 475, y0: 72, y1: 86 },
    taillight: { x0: -2, x1: 30, y0: 82, y1: 100 },
    mirror: [326, 102], crease: 86, sill: 22, extras: [],
  },
  THREE_DOOR_SUV: {
    length: 410, height: 180, wheelR: 38, axles: [76, 326],
    outline: [
      [2, 46, 6], [0, 68, 6], [0, 150, 8], [6, 170, 14], [22, 174, 14], [236, 175, 24],
      [302, 124, 8], [386, 116, 22], [410, 94, 10], [408, 50, 8], [392, 42, 4], [14, 42, 4],
    ],
    glass: [[[16, 128, 3], [22, 166, 8], [232, 168, 10], [292, 126, 3]]],
    pillars: [{ bottom: 140, top: 134, width: 13 }],
    seams: [[[304, 124], [304, 44]], [[140, 126], [142, 44]]],
    handles: [[166, 114]],
    headlight: { x0: 384, x1: 414, y0: 100, y1: 114 },
    taillight: { x0: -4, x1: 10, y0: 100, y1: 140 },
    mirror: [294, 127], crease: 110, sill: 42, extras: ["roofRails", "spareWheel", "cladding"],
  },
  FIVE_DOOR_SUV: {
    length: 460, height: 180, wheelR: 39, axles: [88, 378],
    outline: [
      [3, 46, 6], [0, 70, 6], [3, 134, 10], [20, 162, 14], [52, 172, 24], [280, 174, 36],
      [346, 128, 8], [436, 122, 26], [460, 98, 10], [458, 52, 8], [444, 44, 4], [16, 44, 4],
    ],
    glass: [[[30, 132, 3], [56, 164, 10], [274, 167, 10], [336, 130, 3]]],
    pillars: [{ bottom: 240, top: 236, width: 10 }, { bottom: 130, top: 136, width: 11 }],
    seams: [[[348, 128], [348, 46]], [[240, 130], [240, 46]], [[130, 131], [138, 90], [136, 46]]],
    handles: [[316, 118], [212, 119]],
    headlight: { x0: 420, x1: 466, y0: 104, y1: 118 },
    taillight: { x0: -2, x1: 24, y0: 116, y1: 134 },
    mirror: [338, 132], crease: 112, sill: 44, extras: ["roofRails", "cladding"],
  },
  ESTATE_CAR: {
    length: 470, height: 152, wheelR: 32, axles: [98, 380],
    outline: [[4, 26, 6], [0, 48, 8], [1, 94, 8], [6, 130, 10], [26, 146, 22], [262, 148, 34], ...SALOON_FRONT],
    glass: [[[24, 108, 3], [34, 138, 10], [258, 142, 10], [324, 102, 3]]],
    pillars: [{ bottom: 222, top: 218, width: 9 }, { bottom: 116, top: 122, width: 10 }],
    seams: [[[336, 100], [338, 24]], [[222, 104], [222, 24]], [[116, 106], [136, 64], [138, 24]]],
    handles: [[305, 89], [196, 91]],
    headlight: { x0: 425, x1: 475, y0: 72, y1: 86 },
    taillight: { x0: -2, x1: 14, y0: 84, y1: 112 },
    mirror: [326, 102], crease: 86, sill: 22, extras: ["roofRails"],
  },
  LIFTBACK: {
    length: 470, height: 147, wheelR: 32, axles: [98, 380],
    outline: [[6, 26, 6], [0, 48, 8], [2, 96, 8], [8, 106, 6], [70, 126, 44], [150, 146, 60], [262, 147, 34], ...SALOON_FRONT],
    glass: [[[72, 109, 3], [86, 122, 8], [150, 140, 24], [258, 141, 10], [324, 102, 3]]],
    pillars: [{ bottom: 222, top: 218, width: 9 }, { bottom: 120, top: 128, width: 9 }],
    seams: [[[336, 100], [338, 24]], [[222, 104], [222, 24]], [[124, 108], [136, 64], [138, 24]]],
    handles: [[305, 89], [196, 91]],
    headlight: { x0: 425, x1: 475, y0: 72, y1: 86 },
    taillight: { x0: -2, x1: 34, y0: 84, y1: 102 },
    mirror: [326, 102], crease: 86, sill: 22, extras: [],
  },
  THREE_DOOR_HATCHBACK: {
    length: 420, height: 147, wheelR: 31, axles: [78, 338],
    outline: HATCH_OUTLINE,
    glass: [[[52, 122, 3], [62, 138, 8], [216, 141, 10], [288, 102, 3], [156, 104, 4]]],
    pillars: [{ bottom: 156, top: 142, width: 12 }],
    seams: [[[300, 100], [300, 24]], [[156, 104], [158, 60], [150, 24]]],
    handles: [[180, 90]],
    headlight: { x0: 378, x1: 425, y0: 70, y1: 84 },
    taillight: { x0: -2, x1: 22, y0: 80, y1: 102 },
    mirror: [290, 103], crease: 86, sill: 22, extras: [],
  },
  FIVE_DOOR_HATCHBACK: {
    length: 420, height: 147, wheelR: 31, axles: [78, 338],
    outline: HATCH_OUTLINE,
    glass: [[[36, 106, 3], [62, 139, 8], [216, 141, 10], [288, 102, 3]]],
    pillars: [{ bottom: 192, top: 188, width: 9 }, { bottom: 96, top: 104, width: 12 }],
    seams: [[[300, 100], [300, 24]], [[192, 103], [192, 24]], [[96, 105], [116, 64], [118, 24]]],
    handles: [[272, 89], [168, 90]],
    headlight: { x0: 378, x1: 425, y0: 70, y1: 84 },
    taillight: { x0: -2, x1: 22, y0: 80, y1: 102 },
    mirror: [290, 103], crease: 86, sill: 22, extras: [],
  },
  CONVERTIBLE: {
    length: 450, height: 136, wheelR: 33, axles: [92, 362],
    outline: [
      [6, 28, 6], [0, 50, 8], [2, 94, 10], [18, 102, 8], [120, 104, 6], [298, 101, 6],
      [420, 86, 30], [450, 60, 12], [447, 30, 8], [432, 22, 4], [18, 22, 4],
    ],
    glass: [],
    pillars: [],
    seams: [[[304, 100], [306, 24]], [[150, 104], [152, 60], [144, 24]]],
    handles: [[176, 90]],
    headlight: { x0: 404, x1: 455, y0: 70, y1: 84 },
    taillight: { x0: -2, x1: 24, y0: 80, y1: 98 },
    mirror: [290, 103], crease: 84, sill: 22, extras: ["openTop"],
  },
  MINIVAN: {
    length: 465, height: 172, wheelR: 32, axles: [86, 372],
    outline: [
      [3, 28, 6], [0, 50, 8], [2, 128, 10], [10, 160, 16], [34, 170, 24], [292, 171, 60],
      [404, 104, 10], [444, 94, 24], [465, 70, 12], [462, 30, 8], [448, 22, 4], [16, 22, 4],
    ],
    glass: [[[22, 112, 3], [30, 160, 10], [286, 164, 24], [392, 107, 3]]],
    pillars: [{ bottom: 352, top: 326, width: 8 }, { bottom: 250, top: 248, width: 10 }, { bottom: 130, top: 134, width: 10 }],
    seams: [[[356, 106], [338, 70], [334, 24]], [[250, 108], [250, 24]], [[130, 110], [126, 24]]],
    handles: [[318, 97], [238, 98]],
    headlight: { x0: 430, x1: 470, y0: 76, y1: 92 },
    taillight: { x0: -2, x1: 12, y0: 100, y1: 132 },
    mirror: [384, 110], crease: 92, sill: 22, extras: ["slidingRail"],
  },
  VAN: {
    length: 530, height: 232, wheelR: 34, axles: [106, 442],
    outline: [
      [0, 34, 4], [0, 222, 8], [8, 232, 10], [396, 232, 30], [424, 210, 10], [466, 132, 8],
      [508, 118, 24], [530, 92, 10], [528, 40, 6], [512, 30, 4], [10, 30, 4],
    ],
    glass: [[[372, 132, 3], [372, 196, 8], [414, 202, 8], [456, 134, 3]]],
    pillars: [],
    seams: [
      [[464, 132], [440, 100], [404, 80], [400, 32]], [[362, 210], [362, 32]],
      [[352, 210], [352, 32]], [[216, 210], [216, 32]], [[6, 224], [6, 34]],
    ],
    handles: [[390, 122], [340, 126]],
    headlight: { x0: 500, x1: 535, y0: 98, y1: 116 },
    taillight: { x0: -4, x1: 8, y0: 60, y1: 110 },
    mirror: [456, 140], crease: 110, sill: 30, extras: ["vanRear", "slidingRail"],
  },
  MINIBUS: {
    length: 555, height: 232, wheelR: 34, axles: [108, 464],
    outline: [
      [0, 34, 4], [0, 222, 8], [8, 232, 10], [420, 232, 30], [448, 210, 10], [490, 132, 8],
      [532, 118, 24], [555, 92, 10], [553, 40, 6], [536, 30, 4], [10, 30, 4],
    ],
    glass: [
      [[396, 132, 3], [396, 196, 8], [438, 202, 8], [480, 134, 3]],
      [[14, 146, 5], [14, 204, 6], [382, 204, 6], [382, 146, 5]],
    ],
    pillars: [{ bottom: 106, top: 106, width: 8 }, { bottom: 196, top: 196, width: 8 }, { bottom: 286, top: 286, width: 8 }],
    seams: [
      [[488, 132], [464, 100], [428, 80], [424, 32]], [[388, 210], [388, 32]],
      [[376, 210], [376, 32]], [[240, 210], [240, 32]], [[6, 224], [6, 34]],
    ],
    handles: [[414, 122], [364, 128]],
    headlight: { x0: 524, x1: 560, y0: 98, y1: 116 },
    taillight: { x0: -4, x1: 8, y0: 60, y1: 110 },
    mirror: [480, 140], crease: 118, sill: 30, extras: ["vanRear"],
  },
  PICKUP: {
    length: 530, height: 180, wheelR: 37, axles: [100, 412],
    outline: [
      [0, 44, 4], [0, 114, 3], [170, 114, 2], [172, 168, 10], [186, 178, 14], [316, 180, 26],
      [384, 122, 8], [490, 114, 26], [530, 94, 10], [527, 46, 6], [512, 38, 4], [12, 38, 4],
    ],
    glass: [[[186, 122, 3], [192, 168, 10], [312, 172, 10], [374, 124, 3]]],
    pillars: [{ bottom: 282, top: 280, width: 10 }],
    seams: [[[376, 122], [370, 40]], [[282, 122], [282, 40]], [[184, 122], [186, 40]], [[174, 114], [174, 40]], [[6, 112], [6, 46]]],
    handles: [[352, 110], [262, 110]],
    headlight: { x0: 478, x1: 535, y0: 96, y1: 110 },
    taillight: { x0: -4, x1: 8, y0: 74, y1: 108 },
    mirror: [376, 126], crease: 100, sill: 38, extras: ["bed", "cladding"],
  },
};

export function carShape(bodyType: BodyType): CarShape {
  return SHAPES[bodyType];
}
