import type { MakeData } from "../../lib/registry/types";
import abarth from "./abarth";
import aiways from "./aiways";
import alfaRomeo from "./alfa-romeo";
import alpine from "./alpine";
import astonMartin from "./aston-martin";
import audi from "./audi";
import bentley from "./bentley";
import bmw from "./bmw";
import byd from "./byd";
import cadillac from "./cadillac";
import chevrolet from "./chevrolet";
import chrysler from "./chrysler";
import citroen from "./citroen";
import cupra from "./cupra";
import dacia from "./dacia";
import daewoo from "./daewoo";
import daihatsu from "./daihatsu";
import dodge from "./dodge";
import ds from "./ds";
import ferrari from "./ferrari";
import fiat from "./fiat";
import ford from "./ford";
import genesis from "./genesis";
import greatWall from "./great-wall";
import honda from "./honda";
import hummer from "./hummer";
import hyundai from "./hyundai";
import infiniti from "./infiniti";
import isuzu from "./isuzu";
import iveco from "./iveco";
import jaguar from "./jaguar";
import jeep from "./jeep";
import kia from "./kia";
import lada from "./lada";
import lamborghini from "./lamborghini";
import lancia from "./lancia";
import landRover from "./land-rover";
import leapmotor from "./leapmotor";
import lexus from "./lexus";
import ligier from "./ligier";
import lincoln from "./lincoln";
import lynkCo from "./lynk-co";
import maserati from "./maserati";
import mazda from "./mazda";
import mclaren from "./mclaren";
import mercedesBenz from "./mercedes-benz";
import mg from "./mg";
import microcar from "./microcar";
import mini from "./mini";
import mitsubishi from "./mitsubishi";
import nissan from "./nissan";
import opel from "./opel";
import peugeot from "./peugeot";
import polestar from "./polestar";
import porsche from "./porsche";
import renault from "./renault";
import rollsRoyce from "./rolls-royce";
import rover from "./rover";
import saab from "./saab";
import seat from "./seat";
import skoda from "./skoda";
import smart from "./smart";
import ssangyong from "./ssangyong";
import subaru from "./subaru";
import suzuki from "./suzuki";
import tesla from "./tesla";
import toyota from "./toyota";
import volkswagen from "./volkswagen";
import volvo from "./volvo";
import xpeng from "./xpeng";

/** Makes in order of Czech market popularity (the 25 popular makes first, then by share). */
export const MAKES: MakeData[] = [
  skoda,
  volkswagen,
  ford,
  hyundai,
  peugeot,
  renault,
  toyota,
  opel,
  bmw,
  citroen,
  audi,
  mercedesBenz,
  kia,
  dacia,
  seat,
  fiat,
  suzuki,
  volvo,
  mazda,
  nissan,
  honda,
  mitsubishi,
  mini,
  cupra,
  landRover,
  alfaRomeo,
  jeep,
  chevrolet,
  subaru,
  lexus,
  porsche,
  jaguar,
  ssangyong,
  tesla,
  mg,
  smart,
  chrysler,
  dodge,
  ds,
  daewoo,
  lancia,
  byd,
  iveco,
  saab,
  isuzu,
  daihatsu,
  infiniti,
  lada,
  rover,
  abarth,
  maserati,
  polestar,
  cadillac,
  bentley,
  hummer,
  ligier,
  microcar,
  ferrari,
  genesis,
  lamborghini,
  lynkCo,
  alpine,
  astonMartin,
  greatWall,
  leapmotor,
  lincoln,
  rollsRoyce,
  aiways,
  mclaren,
  xpeng,
];
