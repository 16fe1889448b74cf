import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/server/db";

// A proxy takes an instance out of rotation when this fails.
export async function databaseAnswers(): Promise<void> {
  try {
    await db.$queryRawUnsafe("SELECT 1");
  } catch (error) {
    console.error("[health] the database does not answer", error);
    throw new AppError("SERVICE_UNAVAILABLE", "The database does not answer.");
  }
}
