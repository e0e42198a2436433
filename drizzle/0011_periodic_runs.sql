CREATE TABLE "periodic_runs" (
	"name" text NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "periodic_runs_name_slot_pk" PRIMARY KEY("name","slot")
);
