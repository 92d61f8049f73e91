import type { FastifyInstance } from "fastify";
import type { EmployeeAnswer } from "../../schemas/api/employee";
import type { ServerContext } from "../server-context";
import { hostVenueContext } from "../access/order-access";
import { notFound } from "./errors";

/**
 * GET /iiko/af/verify-employee-id/{id}/ (ordering spec §7, the employee discount in venue-group mode): the venue
 * answering at the request's host looks the id up among its employees (the venue file's `employees`); 404 for an
 * id it does not know. An order that carries an employee id is checked the same way when it is placed.
 */
export function registerEmployeeRoute(app: FastifyInstance, ctx: ServerContext): void {
  app.get<{ Params: { id: string } }>("/iiko/af/verify-employee-id/:id/", async (request, reply) => {
    const venue = await hostVenueContext(ctx, request);
    if (!venue) return notFound(reply, `No venue answers at ${request.host}`);
    const employee = venue.employees.find((candidate) => candidate.employee_id === request.params.id.trim());
    if (!employee) return notFound(reply, "No such employee");
    reply.header("cache-control", "no-store");
    const answer: EmployeeAnswer = { employee_id: employee.employee_id, employee_phone: employee.phone };
    return answer;
  });
}
